/** Branch facts the pages share: kinds in display order, the head office, directions links. */
import type { Branch, BranchKind } from './api-types.ts';

/** The order branch kinds are listed in: head office first, sales offices last. */
export const BRANCH_KINDS: readonly BranchKind[] = ['head_office', 'logistics_centre', 'production_plant', 'sales_office'];

/** Branches in `BRANCH_KINDS` order, keeping the editors' order within a kind. */
export function sortBranchesByKind(branches: readonly Branch[]): Branch[] {
  return BRANCH_KINDS.flatMap((kind) => branches.filter((branch) => branch.kind === kind));
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
