'use client';
/**
 * The back office's products (`/panel/produkty`, issue 35): by name, 50 a page, one search box
 * (name, number, EAN) and the filters (category with its subcategories, flag, stock, publication,
 * missing data), all kept in the address so a filtered list can be bookmarked and shared.
 */
import Link from 'next/link';
import type { FormEvent } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import {
  MISSING_DATA,
  MISSING_DATA_LABELS,
  PUBLISHED_LABELS,
  PUBLISHED_STATES,
  STOCK_STATE_LABELS,
  STOCK_STATES,
} from '@/lib/panel/product-filters.ts';
import type { AdminProductList } from '@/lib/panel/product-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { type AddressFilters, ListResults, searchOf, useAddressList } from '../address-filters.tsx';
import panel from '../panel.module.css';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import styles from './products.module.css';
import { indentedName, useCatalogueChoices } from './use-catalogue-choices.ts';
import '@/lib/i18n/pl-panel.ts';

const shape = () => import('@/lib/generated/response-shapes/adminListProducts.ts').then((module) => module.adminListProducts);

const FILTER_NAMES = ['q', 'category', 'flag', 'stock', 'published', 'missing', 'page'] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Filters = AddressFilters<(typeof FILTER_NAMES)[number]>;

/** The media file's address in the shop. */
export const mediaSrc = (path: string) => `/media/${path}`;

function ProductTable({ list }: { list: AdminProductList }) {
  if (list.products.length === 0) return <p>{t('Panel.Products.Empty')}</p>;
  return (
    <TableWrap label={t('Panel.Products.Heading')}>
      <table className={panel.table}>
        <caption className="visually-hidden">{t('Panel.Products.Heading')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('Panel.Products.Cover')}</span>
            </th>
            <th scope="col">{t('Panel.Products.Name')}</th>
            <th scope="col">{t('Panel.Products.Ean')}</th>
            <th scope="col">{t('Panel.Products.Category')}</th>
            <th scope="col">{t('Panel.Products.Net')}</th>
            <th scope="col">{t('Panel.Products.Vat')}</th>
            <th scope="col">{t('Panel.Products.Gross')}</th>
            <th scope="col">{t('Panel.Products.Stock')}</th>
            <th scope="col">{t('Panel.Products.Published')}</th>
            <th scope="col">{t('Panel.Products.Missing')}</th>
            <th scope="col">{t('Panel.Products.Updated')}</th>
          </tr>
        </thead>
        <tbody>
          {list.products.map((product) => (
            <tr key={product.slug} data-testid="panel-product-row">
              <td>
                <img className={styles.thumb} src={mediaSrc(product.coverImage)} alt="" width={48} height={48} loading="lazy" />
              </td>
              <td>
                <Link href={href('panelProduct', { slug: product.slug })}>{product.name}</Link>
                <br />
                <span className={panel.muted}>{product.number}</span>
              </td>
              <td>{product.eanCode}</td>
              <td>{product.mainCategoryName}</td>
              <td className={panel.number}>{formatPrice(product.nettoPrice)}</td>
              <td className={panel.number}>{product.vatRate}%</td>
              <td className={panel.number}>{formatPrice(product.grossPrice)}</td>
              <td>
                <span className={product.stockState === 'out' ? `${panel.tag} ${panel.tagProblem}` : panel.tag}>
                  {STOCK_STATE_LABELS[product.stockState]}
                </span>
                <br />
                <span className={panel.muted}>
                  {product.stockState === 'supplier'
                    ? t('Panel.Products.SupplierDays', { days: tCount(product.stock.supplierDeliveryDays ?? 0, 'Day') })
                    : t('Panel.Products.Quantity', { count: product.stock.quantity })}
                </span>
              </td>
              <td>
                <span className={product.published ? `${panel.tag} ${panel.tagPaid}` : panel.tag}>
                  {product.published ? t('Panel.Products.IsPublished') : t('Panel.Products.IsWithdrawn')}
                </span>
              </td>
              <td>
                {product.missing.length === 0 ? (
                  <span className={panel.muted}>—</span>
                ) : (
                  <ul className={styles.missing}>
                    {product.missing.map((missing) => (
                      <li key={missing}>
                        <span className={`${panel.tag} ${panel.tagProblem}`}>{MISSING_DATA_LABELS[missing]}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{formatDateTime(product.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }) {
  const { categories, flags } = useCatalogueChoices();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const name of ['q', 'category', 'flag', 'stock', 'published', 'missing'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    onApply(next);
  };
  // Re-mounted when the options arrive, so each select shows the address's value.
  const key = `${searchOf(filters)}-${categories ? 'c' : ''}-${flags ? 'f' : ''}`;
  return (
    <form method="post" className={panel.toolbar} onSubmit={submit} aria-label={t('Panel.Products.Filters')} key={key}>
      <label>
        {t('Panel.Products.Search')}
        <input type="search" name="q" defaultValue={filters.q ?? ''} aria-describedby="produkty-szukaj" minLength={2} maxLength={100} />
      </label>
      <label>
        {t('Panel.Products.Category')}
        <select name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('Panel.Products.Any')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {indentedName(category)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Panel.Products.Flag')}
        <select name="flag" defaultValue={filters.flag ?? ''}>
          <option value="">{t('Panel.Products.Any')}</option>
          {(flags ?? []).map((flag) => (
            <option key={flag.code} value={flag.code}>
              {flag.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Panel.Products.Stock')}
        <select name="stock" defaultValue={filters.stock ?? ''}>
          <option value="">{t('Panel.Products.Any')}</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Panel.Products.Published')}
        <select name="published" defaultValue={filters.published ?? ''}>
          <option value="">{t('Panel.Products.Any')}</option>
          {PUBLISHED_STATES.map((state) => (
            <option key={state} value={state}>
              {PUBLISHED_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('Panel.Products.Missing')}
        <select name="missing" defaultValue={filters.missing ?? ''}>
          <option value="">{t('Panel.Products.Any')}</option>
          {MISSING_DATA.map((missing) => (
            <option key={missing} value={missing}>
              {MISSING_DATA_LABELS[missing]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-primary">
        {t('Panel.Products.Apply')}
      </button>
      <button type="button" className="button" onClick={() => onApply({})}>
        {t('Panel.Products.Clear')}
      </button>
      <p id="produkty-szukaj" className={panel.muted}>
        {t('Panel.Products.SearchHint')}
      </p>
    </form>
  );
}

function ProductListBody() {
  const { filters, apply, data, error, stale } = useAddressList<FilterName, AdminProductList>('panelProducts', FILTER_NAMES, '/products', shape);
  if (!filters) return <LoadState error={null} />;
  const page = Number(filters.page ?? 1);
  return (
    <>
      <FilterForm filters={filters} onApply={apply} />
      {error && !data ? <LoadState error={error} /> : null}
      {data ? (
        <ListResults
          stale={stale}
          count={t('Panel.Products.Count', { count: data.total })}
          pagesLabel={t('Panel.Products.Pages')}
          page={page}
          pageCount={data.pageCount}
          onPage={(next) => apply({ ...filters, page: String(next) })}
        >
          <ProductTable list={data} />
        </ListResults>
      ) : !error ? (
        <LoadState error={null} />
      ) : null}
    </>
  );
}

export function ProductList() {
  return (
    <PanelPage
      heading={
        <>
          <h1>{t('Panel.Products.Heading')}</h1>
          <Link className="button button-primary" href={href('panelProductNew')}>
            {t('Panel.Products.New')}
          </Link>
        </>
      }
      roles={ROLES_FOR.content}
    >
      {() => <ProductListBody />}
    </PanelPage>
  );
}
