import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = { title: 'Produkty', description: 'Produkty kategorii sklepu Merida.', robots: { index: false } };

export const generateStaticParams = () => shellStaticParams('categoryFilters');

/** Shell of `categoryFilters` (spec §2 `/kategoria/{slug}/{filters}`). */
export default function CategoryFiltersPage() {
  return (
    <RouteShell route="categoryFilters" heading="Produkty">
      <Notice message={t('Table.NoResults')} />
    </RouteShell>
  );
}
