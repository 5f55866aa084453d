import type { Metadata } from 'next';
import type { Page } from '@/lib/api-types.ts';
import { pageMetadata } from '@/lib/metadata.ts';

/** Metadata of a page written by editors: its title and meta description, at `path`. */
export function contentMetadata(page: Page | undefined, path: string): Metadata {
  return page ? pageMetadata({ title: page.title, description: page.metaDescription, path }) : {};
}
