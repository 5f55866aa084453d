import type { ReactNode } from 'react';
import { BlogFrame } from '@/components/blog/blog-frame.tsx';

/** Layout `blog` of the route table: every blog page beside the blog's side column. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <BlogFrame>{children}</BlogFrame>;
}
