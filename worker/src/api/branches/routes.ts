/** Branches (/oddzialy): head office, logistics centre, production plants, sales offices. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Branch, ListResponse } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';
import { notFound } from '../errors.ts';
import { slugSchema, validate } from '../validation.ts';

interface BranchRow {
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
}

const branchSelect = 'SELECT uuid, slug, name, kind, street, postal_code, city, phone, email, lat, lng, opening_hours, description FROM branches';

function toBranch(row: BranchRow): Branch {
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

export const branchRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { results } = await c.env.DB.prepare(`${branchSelect} ORDER BY position, name`).all<BranchRow>();
    return c.json<ListResponse<Branch>>({ items: results.map(toBranch) });
  })
  .get('/slug/:slug', validate('param', z.object({ slug: slugSchema })), async (c) => {
    const row = await c.env.DB.prepare(`${branchSelect} WHERE slug = ?1`).bind(c.req.valid('param').slug).first<BranchRow>();
    if (!row) throw notFound('Nie znaleziono oddziału.');
    return c.json<Branch>(toBranch(row));
  });
