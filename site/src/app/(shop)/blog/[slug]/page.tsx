import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article.tsx';
import { getBlogPost, listBlogPosts, listRelatedBlogPosts } from '@/lib/content.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';
import { socialImageOf } from '@/lib/social-images.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'blogPost',
    'slug',
    listBlogPosts().map((post) => ({ slug: post.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getBlogPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.lead,
    path: href('blogPost', { slug: post.slug }),
    image: socialImageOf(post.coverImage),
    type: 'article',
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      section: post.category.name,
      tags: post.tags.map((tag) => tag.name),
    },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  return <BlogArticle post={post} related={listRelatedBlogPosts(post)} />;
}
