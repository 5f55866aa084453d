import type { Metadata } from 'next';
import { ModelFormPage } from '@/components/withdrawal/model-form-page.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import { MODEL_WITHDRAWAL_FORM } from '@/lib/withdrawal-model-form.ts';
import '@/lib/i18n/pl-withdrawal.ts';

export const metadata: Metadata = pageMetadata({
  title: MODEL_WITHDRAWAL_FORM.title,
  description: t('Withdrawal.ModelFormDescription'),
  path: href('withdrawalModelForm'),
});

export default function WithdrawalModelFormRoute() {
  return <ModelFormPage />;
}
