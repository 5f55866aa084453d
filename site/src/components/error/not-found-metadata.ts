import type { Metadata } from 'next';
import { t } from '@/lib/i18n/index.ts';

/** The 404 page's metadata (spec §2 title), never indexed: the shop's `notFound()` page and the global one. */
export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: t('Error.Title.404') },
  description: t('Error.Description.404'),
  robots: { index: false },
};
