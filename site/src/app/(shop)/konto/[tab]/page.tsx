import { AccountShell } from '@/components/account/account-view.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-account.ts';

export const metadata = shellMetadata('Account');

export const generateStaticParams = () => shellStaticParams('account');

/** Shell of `account` (spec §2 `/konto/{tab}`): the worker lets only logged-in customers in and 404s an unknown tab. */
export default function AccountPage() {
  return <AccountShell heading={t('Account.Heading')} />;
}
