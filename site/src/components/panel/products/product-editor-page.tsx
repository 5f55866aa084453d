'use client';
/**
 * The product form's pages: a new product (`/panel/produkty/nowy`), and a product's shell page
 * (`/panel/produkty/{slug}`), which reads the slug from the address and then the product.
 */
import type { AdminProduct } from '@/lib/panel/product-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { adminPath, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage, PanelShell } from '../panel-page.tsx';
import { ProductEditor, productShape } from './product-editor.tsx';

function StoredProduct({ slug }: { slug: string }) {
  // Read once: the form keeps its own read (and its updatedAt) until it saves or reads again on a conflict.
  const { data, error } = useAdmin<AdminProduct>(adminPath(`/products/${slug}`), productShape, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  if (!data) return <LoadState error={error} />;
  return <ProductEditor key={slug} product={data} />;
}

export function ProductEditorPage({ slug }: { slug: string | null }) {
  return (
    <PanelPage heading={null} roles={ROLES_FOR.content}>
      {() => (slug === null ? <ProductEditor product={null} /> : <StoredProduct slug={slug} />)}
    </PanelPage>
  );
}

export function ProductShell() {
  return <PanelShell route="panelProduct">{(params) => <ProductEditorPage slug={params.slug ?? ''} />}</PanelShell>;
}
