/** Branch facts the pages share: kinds in display order, the head office, directions links. */
import type { Branch, BranchKind } from './api-types.ts';

/** The order branch kinds are listed in: head office first, sales offices last. */
export const BRANCH_KINDS: readonly BranchKind[] = ['head_office', 'logistics_centre', 'production_plant', 'sales_office'];

/** Branches grouped by kind in `BRANCH_KINDS` order, leaving out kinds without branches. */
export function groupBranchesByKind(branches: readonly Branch[]): { kind: BranchKind; branches: Branch[] }[] {
  return BRANCH_KINDS.map((kind) => ({ kind, branches: branches.filter((branch) => branch.kind === kind) })).filter(
    (group) => group.branches.length > 0,
  );
}

/** The head office (spec §1: in Wrocław); the first branch when the data names none. */
export function headOfficeOf(branches: readonly Branch[]): Branch | undefined {
  return branches.find((branch) => branch.kind === 'head_office') ?? branches[0];
}

/**
 * A Google Maps directions link to the branch's coordinates: it works without the Maps script and
 * without a key, in the browser or in the Maps app.
 * @example directionsUrl({ lat: 51.118, lng: 16.987 }) // 'https://www.google.com/maps/dir/?api=1&destination=51.118%2C16.987'
 */
export function directionsUrl(location: Branch['location']): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: `${location.lat},${location.lng}` })}`;
}

/** `tel:` link of a phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
