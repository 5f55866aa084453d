/**
 * Metadata of a panel page (issue 31): its title under the panel's name, a description, the
 * canonical address of a fixed page, and never indexed or followed (robots.txt disallows /panel
 * too, and the sitemap leaves it out: the route table marks it so).
 */
import type { Metadata } from 'next';
import { t } from '@/lib/i18n/index.ts';
import { href, type RouteName } from '@/lib/routes.ts';
import '@/lib/i18n/pl-panel.ts';

export function panelMetadata(title: string, route?: RouteName): Metadata {
  return {
    title: { absolute: `${title} | ${t('Panel.Title')}` },
    description: t('Panel.Description'),
    robots: { index: false, follow: false },
    ...(route ? { alternates: { canonical: href(route as 'panel') } } : {}),
  };
}
