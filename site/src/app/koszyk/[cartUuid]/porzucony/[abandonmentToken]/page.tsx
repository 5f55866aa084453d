import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { SHELL_PLACEHOLDER } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Shell.CartLink');

export function generateStaticParams() {
  return [{ cartUuid: SHELL_PLACEHOLDER, abandonmentToken: SHELL_PLACEHOLDER }];
}

/** Shell of `abandonedCart` (spec §2): one export for every well-formed path; the worker 404s the rest. */
export default function AbandonedCartPage() {
  return (
    <RouteShell route="abandonedCart" heading={t('Shell.CartLink.Heading')}>
      <Notice message={t('Shell.CartLink.NotFound')} />
    </RouteShell>
  );
}
