import Link from 'next/link';
import type { BlogPost } from '@/lib/api-types.ts';
import { blogListingHref } from '@/lib/blog.ts';
import { href } from '@/lib/routes.ts';
import styles from './post-card.module.css';
import { PostMeta } from './post-meta.tsx';

interface PostCardProps {
  post: BlogPost;
  /** h2 on a list of posts, h3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** A post in a list: cover, category, title (the link), lead, date and reading time. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const postHref = href('blogPost', { slug: post.slug });
  return (
    <article className={styles.card}>
      {/* The picture repeats the title link for pointer users; keyboards and readers get the title once. */}
      <Link href={postHref} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <img src={post.coverImage.src} alt="" width={post.coverImage.width} height={post.coverImage.height} loading="lazy" decoding="async" />
      </Link>
      <div className={styles.body}>
        <Link href={blogListingHref({ kind: 'category', slug: post.category.slug })} className={styles.category}>
          {post.category.name}
        </Link>
        <Heading className={styles.title}>
          <Link href={postHref}>{post.title}</Link>
        </Heading>
        <p className={styles.lead}>{post.lead}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column on phones, two on tablets, three on wide screens. */
export function PostGrid({ posts, headingLevel }: { posts: BlogPost[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.uuid}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
