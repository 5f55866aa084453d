'use client';
/** The content section's sub-navigation (issue 35): blog, pages, landing pages, slider, branches, history. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { t } from '@/lib/i18n/index.ts';
import { href, type RouteName } from '@/lib/routes.ts';
import styles from './content.module.css';
import '@/lib/i18n/pl-panel.ts';

/** Each part, with the editing pages that belong to it (marked current on them too). */
const PARTS: readonly { route: RouteName; label: string; also: readonly RouteName[] }[] = [
  { route: 'panelContent', label: t('Panel.Content.Nav.Blog'), also: ['panelContentPost'] },
  { route: 'panelContentPages', label: t('Panel.Content.Nav.Pages'), also: [] },
  { route: 'panelContentLandings', label: t('Panel.Content.Nav.Landings'), also: [] },
  { route: 'panelContentSlider', label: t('Panel.Content.Nav.Slider'), also: [] },
  { route: 'panelContentBranches', label: t('Panel.Content.Nav.Branches'), also: ['panelContentBranch'] },
  { route: 'panelContentMilestones', label: t('Panel.Content.Nav.Milestones'), also: [] },
];

export function ContentNav({ current }: { current?: RouteName }) {
  const pathname = usePathname();
  const isCurrent = (part: (typeof PARTS)[number]) =>
    current ? part.route === current || part.also.includes(current) : [part.route, ...part.also].some((route) => pathname === href(route as 'panel'));
  return (
    <nav className={styles.subnav} aria-label={t('Panel.Content.Nav.Label')}>
      <ul>
        {PARTS.map((part) => (
          <li key={part.route}>
            <Link href={href(part.route as 'panel')} aria-current={isCurrent(part) ? 'page' : undefined}>
              {part.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
