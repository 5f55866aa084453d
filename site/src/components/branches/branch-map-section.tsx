import type { Branch } from '@/lib/api-types.ts';
import { directionsUrl } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { getMapsConfig } from '@/lib/maps-config.ts';
import { href } from '@/lib/routes.ts';
import { addressLine } from './branch-card.tsx';
import { BranchMap } from './branch-map.tsx';
import '@/lib/i18n/pl-content.ts';

interface BranchMapSectionProps {
  branches: Branch[];
  /** Accessible name of the map. */
  label: string;
  /** What a marker's info window links to: the branch page, or directions (on that page itself). */
  markerLink: 'page' | 'directions';
  className?: string;
}

/**
 * The map of some branches, when the build has Google Maps settings; nothing at all otherwise,
 * so no empty box is ever reserved for a map that will not come.
 */
export function BranchMapSection({ branches, label, markerLink, className }: BranchMapSectionProps) {
  const config = getMapsConfig();
  if (!config) return null;
  const markers = branches.map((branch) => ({
    slug: branch.slug,
    name: branch.name,
    address: addressLine(branch),
    lat: branch.location.lat,
    lng: branch.location.lng,
    link:
      markerLink === 'page'
        ? { href: href('branch', { slug: branch.slug }), label: t('Branches.Details') }
        : { href: directionsUrl(branch.location), label: t('Branches.Directions') },
  }));
  return (
    <div className={className}>
      <BranchMap config={config} branches={markers} texts={{ label, loading: t('Branches.MapLoading'), unavailable: t('Branches.MapUnavailable') }} />
    </div>
  );
}
