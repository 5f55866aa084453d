import Link from 'next/link';
import { RichText } from '@/components/content/rich-text.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { NewsletterPanel } from '@/components/newsletter/newsletter-panel.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { PageLcpImage } from '@/components/ui/page-lcp-image.tsx';
import type { BlogPost } from '@/lib/api-types.ts';
import { blogListingHref } from '@/lib/blog.ts';
import { blogPostingJsonLd } from '@/lib/blog-posting-json-ld.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { homeTrail } from '@/lib/trail.ts';
import styles from './blog-article.module.css';
import { PostGrid } from './post-card.tsx';
import { PostMeta } from './post-meta.tsx';
import '@/lib/i18n/pl-content.ts';

/** An article: trail, heading with author and dates, cover, lead, body, tags, then related posts. */
export function BlogArticle({ post, related }: { post: BlogPost; related: BlogPost[] }) {
  const categoryHref = blogListingHref({ kind: 'category', slug: post.category.slug });
  return (
    <>
      <Breadcrumbs
        items={homeTrail(
          { name: t('Blog.Name'), path: href('blog') },
          { name: post.category.name, path: categoryHref },
          { name: post.title, path: href('blogPost', { slug: post.slug }) },
        )}
      />
      <article className={styles.article}>
        <header className={styles.header}>
          <Link href={categoryHref} className={styles.category}>
            {post.category.name}
          </Link>
          <h1>{post.title}</h1>
          <PostMeta post={post} withAuthor />
        </header>
        <PageLcpImage className={styles.cover} src={post.coverImage.src} alt="" width={post.coverImage.width} height={post.coverImage.height} />
        <div className={styles.text}>
          <p className={styles.lead}>{post.lead}</p>
          <RichText source={post.body} />
        </div>
        {post.tags.length > 0 ? (
          <footer className={styles.footer}>
            <h2 className="visually-hidden">{t('Blog.PostTags')}</h2>
            <ul className={styles.tags}>
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link href={blogListingHref({ kind: 'tag', slug: tag.slug })}>#{tag.name}</Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <NewsletterPanel />
      {related.length > 0 ? (
        <section aria-labelledby="powiazane" className={styles.related}>
          <h2 id="powiazane">{t('Blog.Related')}</h2>
          <PostGrid posts={related} headingLevel={3} />
        </section>
      ) : null}
      <p className={styles.back}>
        <Link href={href('blog')}>
          <span aria-hidden="true">‹</span> {t('Blog.BackToBlog')}
        </Link>
      </p>
      <JsonLd data={blogPostingJsonLd(post, SITE_URL)} />
    </>
  );
}
