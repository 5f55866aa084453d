import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/error/error-screen.tsx';
import { t } from '@/lib/i18n/index.ts';

export const metadata: Metadata = {
  title: { absolute: t('Error.Title.404') },
  description: t('Error.Description.404'),
  robots: { index: false },
};

/** Unknown routes: the 404 variant with spec §2's message (exported as 404.html). */
export default function NotFound() {
  return <ErrorScreen status={404} message={t('Error.NotFoundMessage')} />;
}
