import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Shell.CartLink');

export const generateStaticParams = () => shellStaticParams('abandonedCart');

/** Shell of `abandonedCart` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function AbandonedCartPage() {
  return (
    <RouteShell route="abandonedCart" heading={t('Shell.CartLink.Heading')}>
      <Notice message={t('Shell.CartLink.NotFound')} />
    </RouteShell>
  );
}
