/** Branches (/oddzialy): head office, logistics centre, production plants, sales offices. */
import type { Branch } from '#lib/api-types.ts';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, noQuery, slugParams } from '../schemas.ts';
import { branchSchema } from './schemas.ts';

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

const tags = ['Oddziały'];

const branchesCall = declareCall({
  operationId: 'listBranches',
  method: 'get',
  path: '/',
  tags,
  summary: 'Wszystkie oddziały z adresem, położeniem i godzinami otwarcia.',
  request: { query: noQuery },
  success: { schema: listOf(branchSchema), description: 'Oddziały.' },
  cacheSeconds: 300,
});

const branchBySlugCall = declareCall({
  operationId: 'getBranch',
  method: 'get',
  path: '/slug/{slug}',
  tags,
  summary: 'Jeden oddział po slugu.',
  request: { params: slugParams, query: noQuery },
  success: { schema: branchSchema, description: 'Oddział.' },
  errors: { 404: 'Nie ma oddziału o tym slugu.' },
  cacheSeconds: 300,
});

export const branchRoutes = createRouter()
  .openapi(branchesCall, async (c) => {
    const { results } = await c.env.DB.prepare(`${branchSelect} WHERE is_published = 1 ORDER BY position, name`).all<BranchRow>();
    return c.json({ items: results.map(toBranch) }, 200);
  })
  .openapi(branchBySlugCall, async (c) => {
    const row = await c.env.DB.prepare(`${branchSelect} WHERE is_published = 1 AND slug = ?1`).bind(c.req.valid('param').slug).first<BranchRow>();
    if (!row) throw notFound('Nie znaleziono oddziału.');
    return c.json(toBranch(row), 200);
  });
