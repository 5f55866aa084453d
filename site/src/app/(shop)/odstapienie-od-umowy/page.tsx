import type { Metadata } from 'next';
import { WithdrawalPage } from '@/components/withdrawal/withdrawal-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-withdrawal.ts';

export const metadata: Metadata = pageMetadata({ title: t('Withdrawal.Title'), description: t('Withdrawal.Description'), path: href('withdrawal') });

export default function WithdrawalRoute() {
  return <WithdrawalPage />;
}
