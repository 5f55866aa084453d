'use client';
/**
 * The invoice of a page through SWR: the logged-in owner's call (`GET /api/secure/v1/invoices/{uuid}`),
 * or the guest's with the order's link hash (`GET /invoices/{uuid}/{hash}`). Every denial is the
 * API's 404, shown as the honest not-found text; and the owner's list for the account tab.
 */
import useSWR from 'swr';
import { ApiRequestError, getJson, secureApiPath } from '@/lib/api-client.ts';
import type { Invoice, InvoiceList } from '@/lib/api-types.ts';
import { getInvoice } from '@/lib/generated/response-shapes/getInvoice.ts';
import { getOwnInvoice } from '@/lib/generated/response-shapes/getOwnInvoice.ts';
import { listInvoices } from '@/lib/generated/response-shapes/listInvoices.ts';

const OPTIONS = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError && error.status < 500),
} as const;

export const INVOICES_KEY = secureApiPath('/invoices');

/** Where the owner downloads an invoice's FA(3) XML (the edge adds the login). */
export function ksefXmlPath(uuid: string): string {
  return secureApiPath(`/invoices/${encodeURIComponent(uuid)}/ksef.xml`);
}

export function useInvoice(uuid: string, hash: string | null) {
  const key = hash ? `/invoices/${encodeURIComponent(uuid)}/${encodeURIComponent(hash)}` : secureApiPath(`/invoices/${encodeURIComponent(uuid)}`);
  return useSWR(key, (path: string) => getJson<Invoice>(path, hash ? getInvoice : getOwnInvoice), OPTIONS);
}

export function useInvoiceList() {
  return useSWR(INVOICES_KEY, (path: string) => getJson<InvoiceList>(path, listInvoices), OPTIONS);
}

/** Whether an SWR error is the API's 404 (no invoice, or none for this reader). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 401);
}
