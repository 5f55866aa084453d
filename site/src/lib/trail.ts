/** Breadcrumb trails: every trail starts at the home page. */
import { t } from './i18n/index.ts';
import type { BreadcrumbItem } from './json-ld.ts';
import { href } from './routes.ts';
import './i18n/pl-content.ts';

/**
 * Home, then the given items (the last one is the page itself).
 * @example homeTrail({ name: 'Kontakt', path: '/kontakt' }) // [{ name: 'Strona główna', path: '/' }, { name: 'Kontakt', path: '/kontakt' }]
 */
export function homeTrail(...items: BreadcrumbItem[]): BreadcrumbItem[] {
  return [{ name: t('Nav.Home'), path: href('home') }, ...items];
}
