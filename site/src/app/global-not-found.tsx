import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { NOT_FOUND_METADATA } from '@/components/error/not-found-metadata.ts';
import { ShopDocument, shopMetadata } from '@/components/layout/shop-document.tsx';
import { t } from '@/lib/i18n/index.ts';

export const metadata = { ...shopMetadata, ...NOT_FOUND_METADATA };

/**
 * Unknown routes (exported as 404.html): the 404 variant with spec §2's message in the shop's
 * frame. The app has two root layouts (the shop's and the back office's), so the page for a path
 * neither knows brings its own document (Next's `global-not-found`).
 */
export default function GlobalNotFound() {
  return (
    <ShopDocument>
      <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />
    </ShopDocument>
  );
}
