import { AccountTabs } from '@/components/account/account-tabs.tsx';
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';

export const metadata = shellMetadata('Account');

export const generateStaticParams = () => shellStaticParams('account');

/** Shell of `account` (spec §2 `/konto/{tab}`): the worker lets only logged-in customers in. */
export default function AccountPage() {
  return (
    <RouteShell route="account" heading={t('Account.Heading')}>
      <AccountTabs />
      <Notice message={t('Account.NotYetOpen')} />
    </RouteShell>
  );
}
