import Link from 'next/link';
import type { BlogPost } from '@/lib/api-types.ts';
import { formatDateTime, toIsoString } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './blog-teasers.module.css';
import '@/lib/i18n/pl-content.ts';

/** The newest articles as cards: cover, category, title, lead and publication time. */
export function BlogTeasers({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className={styles.teasers}>
      {posts.map((post) => (
        <li key={post.uuid}>
          <article className={styles.card}>
            <img src={post.coverImage.src} alt="" width={post.coverImage.width} height={post.coverImage.height} loading="lazy" decoding="async" />
            <div className={styles.body}>
              <p className={styles.category}>{post.category.name}</p>
              <h3>
                <Link href={href('blogPost', { slug: post.slug })} prefetch={false}>
                  {post.title}
                </Link>
              </h3>
              <p className={styles.lead}>{post.lead}</p>
              <p className={styles.date}>
                {t('Home.Published')} <time dateTime={toIsoString(post.publishedAt)}>{formatDateTime(post.publishedAt)}</time>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
