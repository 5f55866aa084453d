'use client';
/**
 * The invoice page (`/faktura/{uuid}`, a shell): for a guest with the order's link hash
 * (`?hash=…`, the order pages add it), else for the logged-in owner. A missing invoice, another
 * customer's and a wrong hash all read as the same honest not-found text.
 */
import Link from 'next/link';
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { isNotFound, useInvoice } from './use-invoice.ts';
import '@/lib/i18n/pl-order.ts';
import '@/lib/i18n/pl-shell.ts';

function InvoiceOfPage({ uuid, hash }: { uuid: string; hash: string | null }) {
  const { data, error } = useInvoice(uuid, hash);
  if (error instanceof ApiRequestError && error.status === 401) {
    return (
      <div>
        <Notice message={t('Shell.Invoice.NotFound')} />
        <p>
          <Link href={`${href('login')}?redirect=${encodeURIComponent(window.location.pathname)}`}>{t('Invoice.LogIn')}</Link>
        </p>
      </div>
    );
  }
  if (error) return <Notice message={isNotFound(error) ? t('Shell.Invoice.NotFound') : t('Invoice.Failed')} />;
  if (!data) return <p role="status">{t('Table.Loading')}</p>;
  return <InvoiceDocument invoice={data} isOwner={hash === null} hash={hash} />;
}

export function InvoicePage() {
  return (
    <RouteShell route="invoice" heading={t('Shell.Invoice.Heading')}>
      {(params) => {
        const hash = new URLSearchParams(window.location.search).get('hash');
        return <InvoiceOfPage key={`${params.uuid}/${hash ?? ''}`} uuid={params.uuid ?? ''} hash={hash} />;
      }}
    </RouteShell>
  );
}
