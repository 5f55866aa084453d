/**
 * Branch queries on D1 and the one row-to-domain mapper: the public calls list the published
 * branches; the staff's calls read any branch with its place and whether it is published.
 */
import type { Branch } from '#lib/api-types.ts';

/** A branch as stored. */
export interface BranchRow {
  uuid: string;
  slug: string;
  name: string;
  kind: Branch['kind'];
  street: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  opening_hours: string;
  description: string;
  position: number;
  is_published: number;
  updated_at: string;
}

/** A stored branch as the API answers it. */
export function toBranch(row: BranchRow): Branch {
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    address: { street: row.street, postalCode: row.postal_code, city: row.city },
    phone: row.phone,
    email: row.email,
    location: { lat: row.lat, lng: row.lng },
    openingHours: JSON.parse(row.opening_hours) as Branch['openingHours'],
    description: row.description,
  };
}

/** The published branches, in their order. */
export async function listPublishedBranches(db: D1Database): Promise<Branch[]> {
  const { results } = await db.prepare('SELECT * FROM branches WHERE is_published = 1 ORDER BY position, name').all<BranchRow>();
  return results.map(toBranch);
}

/** A published branch by its slug, or null. */
export async function findPublishedBranch(db: D1Database, slug: string): Promise<Branch | null> {
  const row = await db.prepare('SELECT * FROM branches WHERE is_published = 1 AND slug = ?1').bind(slug).first<BranchRow>();
  return row ? toBranch(row) : null;
}

/** Any branch by its slug, published or not, as stored. */
export function findBranchRow(db: D1Database, slug: string): Promise<BranchRow | null> {
  return db.prepare('SELECT * FROM branches WHERE slug = ?1').bind(slug).first<BranchRow>();
}
