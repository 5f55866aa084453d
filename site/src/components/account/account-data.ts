'use client';
/**
 * The account's server data through SWR (issue 14): each tab reads its own call under
 * `/api/secure/v1/users/me/...` (the edge adds the bearer token). A change answers the new state,
 * which replaces the cached entry without another read.
 */
import useSWR from 'swr';
import { getJson, secureApiPath } from '@/lib/api-client.ts';
import type { AccountOrders, BoughtProducts, InvoiceData, SavedAddresses, User } from '@/lib/api-types.ts';
import { getCurrentUser } from '@/lib/generated/response-shapes/getCurrentUser.ts';
import { getInvoiceData } from '@/lib/generated/response-shapes/getInvoiceData.ts';
import { listAccountOrders } from '@/lib/generated/response-shapes/listAccountOrders.ts';
import { listAddresses } from '@/lib/generated/response-shapes/listAddresses.ts';
import { listBoughtProducts } from '@/lib/generated/response-shapes/listBoughtProducts.ts';

export const USER_KEY = secureApiPath('/users/me');
export const ADDRESSES_KEY = secureApiPath('/users/me/addresses');
export const INVOICE_DATA_KEY = secureApiPath('/users/me/invoice-data');
export const BOUGHT_PRODUCTS_KEY = secureApiPath('/users/me/products');

export function ordersKey(page: number): string {
  return secureApiPath(`/users/me/orders?page=${page}`);
}

const OPTIONS = { revalidateOnFocus: false, errorRetryCount: 2 } as const;

/** `isActive` false reads nothing (a guest's checkout). */
export function useUser(isActive = true) {
  return useSWR(isActive ? USER_KEY : null, (key: string) => getJson<User>(key, getCurrentUser), OPTIONS);
}

export function useAddresses(isActive = true) {
  return useSWR(isActive ? ADDRESSES_KEY : null, (key: string) => getJson<SavedAddresses>(key, listAddresses), OPTIONS);
}

export function useInvoiceData(isActive = true) {
  return useSWR(isActive ? INVOICE_DATA_KEY : null, (key: string) => getJson<InvoiceData>(key, getInvoiceData), OPTIONS);
}

export function useAccountOrders(page: number) {
  return useSWR(ordersKey(page), (key: string) => getJson<AccountOrders>(key, listAccountOrders), OPTIONS);
}

export function useBoughtProducts() {
  return useSWR(BOUGHT_PRODUCTS_KEY, (key: string) => getJson<BoughtProducts>(key, listBoughtProducts), OPTIONS);
}
