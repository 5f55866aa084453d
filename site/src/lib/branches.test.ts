import { describe, expect, it } from 'vitest';
import type { Branch, BranchKind } from './api-types.ts';
import { directionsUrl, headOfficeOf, sortBranchesByKind, telHref } from './branches.ts';

const branch = (slug: string, kind: BranchKind): Branch => ({
  uuid: slug,
  slug,
  name: slug,
  kind,
  address: { street: 'ul. Legnicka 55', postalCode: '54-203', city: 'Wrocław' },
  phone: '+48 71 780 20 00',
  email: 'biuro@sklep-merida.example',
  location: { lat: 51.118, lng: 16.987 },
  openingHours: [],
  description: '',
});

describe('sortBranchesByKind', () => {
  it('puts the head office first and keeps the order within a kind', () => {
    const sorted = sortBranchesByKind([
      branch('warszawa', 'sales_office'),
      branch('olesnica', 'production_plant'),
      branch('centrala', 'head_office'),
      branch('krakow', 'sales_office'),
    ]);
    expect(sorted.map((b) => b.slug)).toEqual(['centrala', 'olesnica', 'warszawa', 'krakow']);
  });
});

describe('headOfficeOf', () => {
  it('finds the head office wherever it is listed', () => {
    expect(headOfficeOf([branch('poznan', 'sales_office'), branch('centrala', 'head_office')])?.slug).toBe('centrala');
  });
});

describe('directionsUrl and telHref', () => {
  it('links Google Maps directions to the coordinates', () => {
    const url = new URL(directionsUrl({ lat: 51.118, lng: 16.987 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('51.118,16.987');
  });

  it('dials the number without spaces', () => {
    expect(telHref('+48 71 780 20 00')).toBe('tel:+48717802000');
  });
});
