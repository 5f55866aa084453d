import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = { title: 'Wyszukiwarka', description: 'Wyszukiwarka produktów sklepu Merida.', robots: { index: false } };

export const generateStaticParams = () => shellStaticParams('search');

/** Shell of `search` (spec §2): `/wyszukiwarka` and `/wyszukiwarka/{searchQuery}`. */
export default function SearchPage() {
  return (
    <RouteShell route="search" heading="Wyszukiwarka">
      <Notice message={t('Table.NoResults')} />
    </RouteShell>
  );
}
