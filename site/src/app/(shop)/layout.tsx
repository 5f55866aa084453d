import type { ReactNode } from 'react';
import { ShopDocument, shopMetadata, shopViewport } from '@/components/layout/shop-document.tsx';

export const metadata = shopMetadata;
export const viewport = shopViewport;

/** The root layout of every shop page (spec §2); the back office's is app/(panel)/layout.tsx. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopDocument>{children}</ShopDocument>;
}
