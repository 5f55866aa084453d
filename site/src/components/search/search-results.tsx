'use client';
/**
 * The results page of a query (the search shell): products with net and gross prices, paged by
 * `?strona=N`; on the first page the sets and articles found; "Brak pasujących wyników" with
 * "Czy chodziło Ci o: ..." when nothing matches; without a query, the empty state.
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { ListingHeader, ListingLoadFailed, ListingLoading, ListingPage, NoResults } from '@/components/listing/listing-status.tsx';
import { useDocumentTitle } from '@/components/listing/use-document-title.ts';
import { PageLinks } from '@/components/pagination/page-links.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { useShellParams } from '@/components/shell/use-shell-params.ts';
import lists from '@/components/ui/lists.module.css';
import { apiPath, getPageJson } from '@/lib/api-client.ts';
import type { CategoryRef, SearchResults as SearchResultsData } from '@/lib/api-types.ts';
import { search } from '@/lib/generated/response-shapes/search.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { shownRange } from '@/lib/pagination.ts';
import { href } from '@/lib/routes.ts';
import { SEARCH_PAGE_PARAM, searchHref, searchPageOf } from '@/lib/search-links.ts';
import { FoundArticles, FoundSets } from './found-content.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './search-results.module.css';
import '@/lib/i18n/pl-listing.ts';

type CategoryLink = Pick<CategoryRef, 'slug' | 'name'>;

function CategoryLinks({ categories }: { categories: CategoryLink[] }) {
  return (
    <nav aria-label={t('Search.BrowseCategories')} className={styles.categories}>
      <h2>{t('Search.BrowseCategories')}</h2>
      <ul className={lists.chips}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={href('category', { slug: category.slug })}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NothingFound({ data, categories }: { data: SearchResultsData; categories: CategoryLink[] }) {
  return (
    <NoResults>
      {data.didYouMean.length > 0 ? (
        <p className={styles.didYouMean}>
          {t('Search.DidYouMean')}{' '}
          {data.didYouMean.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ', ' : null}
              <Link href={searchHref(suggestion)}>{suggestion}</Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      <p>{t('Search.NoResultsHint')}</p>
      <CategoryLinks categories={categories} />
    </NoResults>
  );
}

function Results({ query, page, categories }: { query: string; page: number; categories: CategoryLink[] }) {
  const { data, error, mutate } = useSWR<SearchResultsData>(
    apiPath('/search', { q: query, page }),
    (path: string) => getPageJson<SearchResultsData>(path, search),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );

  useDocumentTitle(`${t('Search.Title', { query })} | ${t('Shop.Name')}`);

  if (error && !data) return <ListingLoadFailed title={t('Search.Title', { query })} message={t('Search.Error')} onRetry={() => mutate()} />;
  if (!data) return <ListingLoading title={t('Search.Title', { query })} />;

  const { products } = data;
  const isEmpty = products.total === 0 && data.productSets.length === 0 && data.articles.length === 0;
  const range = shownRange(products.page, products.pageSize, products.total);
  return (
    <ListingPage>
      {/* As on every shell, the canonical address is known only here, in the browser. */}
      <link rel="canonical" href={`${window.location.origin}${searchHref(query, page)}`} />
      <ListingHeader title={t('Search.Title', { query: data.query })} count={tCount(products.total, 'Product')} />
      {isEmpty ? <NothingFound data={data} categories={categories} /> : null}
      {products.items.length > 0 ? (
        <section aria-labelledby="search-products" className={styles.section}>
          <h2 id="search-products">{t('Search.Products')}</h2>
          <ProductGrid products={products.items} />
          <p className={styles.range}>{t('Table.Showing', { from: range.from, to: range.to, count: products.total })}</p>
          <PageLinks
            page={products.page}
            pageCount={products.pageCount}
            hrefOf={(number) => searchHref(data.query, number)}
            label={t('Search.Pagination')}
          />
        </section>
      ) : null}
      {products.items.length === 0 && products.total > 0 ? (
        <p>
          {t('Search.NoProductsOnPage')} <Link href={searchHref(data.query)}>{t('Search.FirstPage')}</Link>
        </p>
      ) : null}
      {page === 1 ? <FoundSets sets={data.productSets} /> : null}
      {page === 1 ? <FoundArticles articles={data.articles} /> : null}
    </ListingPage>
  );
}

/** The search shell: reads the query from the address and shows its results or the empty state. */
export function SearchResults({ categories }: { categories: CategoryLink[] }) {
  const shell = useShellParams('search');
  const page = searchPageOf(useSearchParams().get(SEARCH_PAGE_PARAM));
  const query = shell.status === 'ready' ? shell.params.searchQuery : undefined;

  useDocumentTitle(shell.status === 'ready' && query === undefined ? `${t('Search.PageTitle')} | ${t('Shop.Name')}` : null);

  if (shell.status === 'loading') return <ListingLoading />;
  if (shell.status === 'invalid') return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
  if (query === undefined) {
    return (
      <ListingPage>
        <link rel="canonical" href={`${window.location.origin}${searchHref('')}`} />
        <h1>{t('Search.EmptyHeading')}</h1>
        <p className={styles.lead}>{t('Search.EmptyText')}</p>
        <SearchBox variant="page" />
        <CategoryLinks categories={categories} />
      </ListingPage>
    );
  }
  return <Results query={query} page={page} categories={categories} />;
}
