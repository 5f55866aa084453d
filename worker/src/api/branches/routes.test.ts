import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Branch, ListResponse } from '#lib/api-types.ts';

const api = 'http://shop.test/api/public/v1';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('GET /branches', () => {
  it('gives every branch machine-readable opening hours, coordinates and contact data', async () => {
    const { items }: ListResponse<Branch> = await (await SELF.fetch(`${api}/branches`)).json();
    expect(items.length).toBeGreaterThanOrEqual(7);
    for (const branch of items) {
      expect(branch.openingHours.length).toBeGreaterThan(0);
      for (const rule of branch.openingHours) {
        for (const day of rule.days) expect(DAYS).toContain(day);
        expect(rule.opens).toMatch(/^\d{2}:\d{2}$/);
        expect(rule.closes > rule.opens).toBe(true);
      }
      expect(branch.address.postalCode).toMatch(/^\d{2}-\d{3}$/);
      expect(Number.isFinite(branch.location.lat) && Number.isFinite(branch.location.lng)).toBe(true);
    }
    // The logistics centre also opens on Saturdays.
    const logistics = items.find((branch) => branch.kind === 'logistics_centre');
    expect(logistics?.openingHours.flatMap((rule) => rule.days)).toContain('Saturday');
  });
});

describe('GET /branches/slug/{slug}', () => {
  it('returns the head office by its slug', async () => {
    const response = await SELF.fetch(`${api}/branches/slug/centrala-wroclaw`);
    expect(response.status).toBe(200);
    const branch: Branch = await response.json();
    expect(branch.kind).toBe('head_office');
    expect(branch.address.city).toBe('Wrocław');
  });

  it('answers an unknown slug with a Polish 404 and a malformed one with 400', async () => {
    const unknown = await SELF.fetch(`${api}/branches/slug/oddzial-na-ksiezycu`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiErrorBody).error.message).toBe('Nie znaleziono oddziału.');
    const malformed = await SELF.fetch(`${api}/branches/slug/Z%C5%81Y_SLUG`);
    expect(malformed.status).toBe(400);
  });
});
