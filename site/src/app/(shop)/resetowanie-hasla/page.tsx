import styles from '@/components/auth/auth.module.css';
import { PasswordResetRequest } from '@/components/auth/password-reset-request.tsx';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-account.ts';

export const metadata = {
  ...pageMetadata({
    title: t('Account.PasswordResetRequest.Title'),
    description: t('Account.PasswordResetRequest.Description'),
    path: href('passwordResetRequest'),
  }),
  robots: { index: false, follow: true },
};

/** Spec §2 `/resetowanie-hasla`: asks for the link that sets a new password. */
export default function PasswordResetRequestPage() {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="reset-heading">
      <h1 id="reset-heading" className={styles.heading}>
        {t('Account.PasswordResetRequest.Heading')}
      </h1>
      <PasswordResetRequest />
    </section>
  );
}
