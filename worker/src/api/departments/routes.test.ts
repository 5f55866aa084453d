import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Department, ListResponse } from '#lib/api-types.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const api = 'http://shop.test/api/public/v1';

describe('GET /departments', () => {
  it('lists the contact departments in their order, each with a phone and an e-mail', async () => {
    const response = await SELF.fetch(`${api}/departments`);
    expect(response.status).toBe(200);
    const { items }: ListResponse<Department> = await response.json();
    expect(items.map((department) => department.slug)).toEqual(testCatalogue.departments.map((department) => department.slug));
    for (const department of items) {
      expect(Object.keys(department).sort()).toEqual(['description', 'email', 'name', 'phone', 'slug']);
      expect(department.email).toMatch(/^[a-z]+@sklep-merida\.example$/);
      expect(department.phone).toMatch(/^\+48[\d ]+$/);
    }
  });

  it('rejects unknown query parameters with a Polish 400', async () => {
    const response = await SELF.fetch(`${api}/departments?limit=5`);
    expect(response.status).toBe(400);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields?._).toBe('Nieznane pola: limit.');
  });
});
