import { InvoicePage } from '@/components/invoice/invoice-page.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.Invoice');

export const generateStaticParams = () => shellStaticParams('invoice');

/** Shell of `invoice` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function InvoiceShellPage() {
  return <InvoicePage />;
}
