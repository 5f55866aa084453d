import type { BlogPost } from '@/lib/api-types.ts';
import { readingMinutes } from '@/lib/blog.ts';
import { formatDate } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './post-meta.module.css';
import '@/lib/i18n/pl-content.ts';

/** Publication date and reading time of a post; the author too where the article is shown whole. */
export function PostMeta({ post, withAuthor = false }: { post: BlogPost; withAuthor?: boolean }) {
  const isUpdated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10);
  return (
    <p className={styles.meta}>
      {withAuthor ? <span>{t('Blog.Author', { name: post.author })}</span> : null}
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      <span>{t('Blog.ReadingTime', { minutes: readingMinutes(post) })}</span>
      {withAuthor && isUpdated ? (
        <span>
          {t('Blog.Updated')} <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
        </span>
      ) : null}
    </p>
  );
}
