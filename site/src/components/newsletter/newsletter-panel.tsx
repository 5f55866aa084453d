/** The newsletter sign-up as a panel in a page's content (blog articles): why, then the form. */
import { t } from '@/lib/i18n/index.ts';
import styles from './newsletter-panel.module.css';
import { NewsletterSignUpForm } from './newsletter-sign-up-form.tsx';
import '@/lib/i18n/pl-newsletter.ts';

export function NewsletterPanel() {
  return (
    <section className={styles.panel} aria-labelledby="newsletter-panel">
      <div className={styles.text}>
        <h2 id="newsletter-panel">{t('Newsletter.Page.Heading')}</h2>
        <p>{t('Newsletter.Page.Text')}</p>
      </div>
      <NewsletterSignUpForm source="page" />
    </section>
  );
}
