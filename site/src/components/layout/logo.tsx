import { IntentPrefetchLink } from '@/components/ui/intent-prefetch-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-content.ts';

/**
 * The shop's mark and name, linking home. `withTagline` adds the tagline on wide screens. The
 * link's name is its visible text plus a hidden "home page", so it holds what a speech user reads
 * off the screen (WCAG 2.5.3 label in name). It prefetches home on intent only: every page
 * carries it.
 */
export function Logo({ className, withTagline = false }: { className?: string; withTagline?: boolean }) {
  return (
    <IntentPrefetchLink href={href('home')} className={className}>
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        <strong>{t('Shop.Name')}</strong>
        {withTagline ? <small>{t('Shop.Tagline')}</small> : null}
        <span className="visually-hidden"> – {t('Nav.Home')}</span>
      </span>
    </IntentPrefetchLink>
  );
}
