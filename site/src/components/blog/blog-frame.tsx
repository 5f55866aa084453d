import Link from 'next/link';
import type { ReactNode } from 'react';
import { blogListingHref } from '@/lib/blog.ts';
import { telHref } from '@/lib/branches.ts';
import { getHeadOffice, listBlogCategories, listBlogPosts, listBlogTags } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './blog-frame.module.css';
import { BlogNavLink } from './blog-nav-link.tsx';
import '@/lib/i18n/pl-content.ts';

/** Tags shown in the side column: the most used ones. */
const SIDEBAR_TAGS = 12;

/**
 * The blog layout (route table: layout `blog`): the page beside a side column with the blog's
 * categories, its most used tags and a way to ask an adviser. Below the page on narrow screens.
 */
export function BlogFrame({ children }: { children: ReactNode }) {
  const categories = listBlogCategories();
  const tags = [...listBlogTags()].sort((a, b) => b.postCount - a.postCount || a.name.localeCompare(b.name, 'pl')).slice(0, SIDEBAR_TAGS);
  const headOffice = getHeadOffice();
  return (
    <div className={`container ${styles.frame}`}>
      <div className={styles.page}>{children}</div>
      <aside className={styles.aside} aria-label={t('Blog.Navigation')}>
        <nav aria-labelledby="blog-kategorie" className={styles.box}>
          <h2 id="blog-kategorie">{t('Blog.Categories')}</h2>
          <ul className={styles.categories}>
            <li>
              <BlogNavLink href={href('blog')}>
                {t('Blog.AllPosts')} <span>{listBlogPosts().length}</span>
              </BlogNavLink>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <BlogNavLink href={blogListingHref({ kind: 'category', slug: category.slug })}>
                  {category.name} <span>{category.postCount}</span>
                </BlogNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="blog-tagi" className={styles.box}>
          <h2 id="blog-tagi">{t('Blog.Tags')}</h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <BlogNavLink href={blogListingHref({ kind: 'tag', slug: tag.slug })}>#{tag.name}</BlogNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="blog-porada" className={`${styles.box} ${styles.advice}`}>
          <h2 id="blog-porada">{t('Blog.AdviceHeading')}</h2>
          <p>{t('Blog.AdviceText')}</p>
          <Link href={href('contact')} className={styles.adviceLink}>
            {t('Blog.AdviceLink')}
          </Link>
          <a href={telHref(headOffice.phone)} className={styles.advicePhone}>
            {headOffice.phone}
          </a>
        </section>
      </aside>
    </div>
  );
}
