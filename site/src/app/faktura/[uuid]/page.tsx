import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Shell.Invoice');

export const generateStaticParams = () => shellStaticParams('invoice');

/** Shell of `invoice` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function InvoicePage() {
  return (
    <RouteShell route="invoice" heading={t('Shell.Invoice.Heading')}>
      <Notice message={t('Shell.Invoice.NotFound')} />
    </RouteShell>
  );
}
