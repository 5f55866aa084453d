import type { Metadata } from 'next';
import { type MessageKey, t } from '@/lib/i18n/index.ts';

/**
 * Metadata of a shell page: its title and description from `<section>.Heading` and
 * `<section>.Description`, never indexed (its addresses are personal links). The canonical URL
 * is the address itself, set in the browser by RouteShell once it has read the parameters.
 */
export function shellMetadata(section: `Shell.${string}` | 'Account'): Metadata {
  return {
    title: t(`${section}.Heading` as MessageKey),
    description: t(`${section}.Description` as MessageKey),
    robots: { index: false, follow: false },
  };
}
