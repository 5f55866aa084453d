import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { PageLinks } from '@/components/pagination/page-links.tsx';
import { blogListingHref } from '@/lib/blog.ts';
import type { BlogListingPage } from '@/lib/content.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import type { BreadcrumbItem } from '@/lib/json-ld.ts';
import { href } from '@/lib/routes.ts';
import { homeTrail } from '@/lib/trail.ts';
import styles from './blog-listing.module.css';
import { PostGrid } from './post-card.tsx';
import '@/lib/i18n/pl-content.ts';

/** The heading of a blog list: the blog itself, a category or a tag. */
export function blogListingTitle(view: Pick<BlogListingPage, 'listing' | 'subject'>): string {
  if (view.listing.kind === 'tag' && view.subject) return t('Blog.TagHeading', { name: view.subject.name });
  return view.subject?.name ?? t('Blog.Name');
}

/** Home → Blog → the category or tag (their page 1). */
export function blogListingTrail(view: Pick<BlogListingPage, 'listing' | 'subject'>): BreadcrumbItem[] {
  const blog = { name: t('Blog.Name'), path: href('blog') };
  return view.subject ? homeTrail(blog, { name: blogListingTitle(view), path: blogListingHref(view.listing) }) : homeTrail(blog);
}

/** One page of a blog list: trail, heading with the post count, the cards and the pager. */
export function BlogListing({ view }: { view: BlogListingPage }) {
  const title = blogListingTitle(view);
  const intro = view.listing.kind === 'all' ? t('Blog.Lead') : view.subject && 'description' in view.subject ? view.subject.description : '';
  return (
    <>
      <Breadcrumbs items={blogListingTrail(view)} />
      <header className={styles.heading}>
        <h1>
          {title}
          {view.page > 1 ? <span className={styles.page}> – {t('Blog.Page', { page: view.page })}</span> : null}
        </h1>
        <p className={styles.count}>{tCount(view.total, 'Post')}</p>
      </header>
      {intro && view.page === 1 ? <p className={styles.intro}>{intro}</p> : null}
      {view.posts.length > 0 ? <PostGrid posts={view.posts} /> : <p>{t('Blog.Empty')}</p>}
      <PageLinks page={view.page} pageCount={view.pageCount} hrefOf={(page) => blogListingHref(view.listing, page)} label={t('Blog.Pagination')} />
    </>
  );
}
