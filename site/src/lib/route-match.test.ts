import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  firstPageRedirect,
  globMatches,
  matchEnglishAlias,
  matchRoute,
  polishPathOf,
  shellExportPath,
  shellStaticParams,
  workerFirstPatterns,
} from './route-match.ts';
import { routeOfPath } from './route-shape.ts';
import { routes } from './routes.ts';

const uuid = '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f';

describe('matchRoute', () => {
  it('prefers a static route over the dynamic one it would shadow', () => {
    expect(matchRoute('/strona/kamienie-milowe')?.name).toBe('milestones');
    expect(matchRoute('/strona/o-firmie')?.name).toBe('contentPage');
    expect(matchRoute('/kategoria/reczniki/p/2')?.name).toBe('categoryPage');
    expect(matchRoute('/kategoria/reczniki/producent-merida')?.name).toBe('categoryFilters');
  });

  it('decodes parameters and checks their format', () => {
    expect(matchRoute('/wyszukiwarka/r%C4%99cznik')).toMatchObject({ name: 'search', params: { searchQuery: 'ręcznik' }, isWellFormed: true });
    expect(matchRoute(`/zamowienie/${uuid}`)).toMatchObject({ name: 'order', isWellFormed: true });
    expect(matchRoute('/zamowienie/123')).toMatchObject({ name: 'order', isWellFormed: false });
    expect(matchRoute('/konto/dane')).toMatchObject({ name: 'account', isWellFormed: true });
    expect(matchRoute('/konto/hacking')).toMatchObject({ name: 'account', isWellFormed: false });
    expect(matchRoute('/kategoria/reczniki/p/0')).toMatchObject({ isWellFormed: false });
    expect(matchRoute(`/wyszukiwarka/${'a'.repeat(201)}`)).toMatchObject({ isWellFormed: false });
    expect(matchRoute('/wyszukiwarka/a%00b')).toMatchObject({ isWellFormed: false });
  });

  it('treats an omitted optional parameter as absent', () => {
    expect(matchRoute('/wyszukiwarka')).toMatchObject({ name: 'search', params: {}, isWellFormed: true });
    expect(matchRoute(`/zamowienie/${uuid}/podsumowanie`)).toMatchObject({ name: 'orderSummary', params: { uuid } });
  });

  it('matches nothing for undecodable paths, trailing slashes and unknown shapes', () => {
    expect(matchRoute('/wyszukiwarka/%E0%A4%A')).toBeNull();
    expect(matchRoute('/kontakt/')).toBeNull();
    expect(matchRoute('/nie/ma/takiej/strony/wcale')).toBeNull();
  });
});

describe('English aliases', () => {
  it('map to the Polish path with the same parameters', () => {
    const alias = matchEnglishAlias('/product/mydlo-5-l');
    expect(alias?.name).toBe('product');
    expect(alias && polishPathOf(alias)).toBe('/produkt/mydlo-5-l');
    const milestones = matchEnglishAlias('/page/milestones');
    expect(milestones && polishPathOf(milestones)).toBe('/strona/kamienie-milowe');
    expect(matchEnglishAlias('/blog')).toBeNull();
  });
});

describe('firstPageRedirect', () => {
  it('sends page 1 and an omitted pager to the base route', () => {
    const first = matchRoute('/blog/tag/higiena/strona/1');
    expect(first && firstPageRedirect(first)).toBe('/blog/tag/higiena');
    const omitted = matchRoute('/kategoria/reczniki/p');
    expect(omitted && firstPageRedirect(omitted)).toBe('/kategoria/reczniki');
    const second = matchRoute('/kategoria/reczniki/p/2');
    expect(second && firstPageRedirect(second)).toBeNull();
  });
});

describe('shellExportPath', () => {
  it('puts the placeholder in every parameter', () => {
    expect(shellExportPath('orderConfirmation')).toBe('/zamowienie/_/potwierdzenie/_/_');
    expect(shellExportPath('search')).toBe('/wyszukiwarka/_');
  });
});

describe('workerFirstPatterns', () => {
  const patterns = workerFirstPatterns();
  const covers = (path: string) => patterns.some((glob) => globMatches(glob, path));

  it('stays within Cloudflare limits (100 rules, each under 100 characters)', () => {
    expect(patterns.length).toBeLessThanOrEqual(100);
    for (const pattern of patterns) expect(pattern.length).toBeLessThan(100);
  });

  it('sends every shell, guarded route and English alias to the worker', () => {
    for (const [name, route] of Object.entries(routes)) {
      const sample = route.path.replace(/\{\w+\??\}/g, 'x');
      if (route.render === 'shell' || route.guard !== 'none') expect(covers(sample), name).toBe(true);
      if (route.en) expect(covers(route.en.replace(/\{\w+\??\}/g, 'x')), name).toBe(true);
    }
    expect(covers('/strona/rental')).toBe(true);
    expect(covers('/kontakt/')).toBe(true);
  });

  it('leaves prerendered pages to the assets layer', () => {
    for (const path of ['/', '/produkt/mydlo', '/kategoria/reczniki', '/blog/porady', '/oddzialy/wroclaw', '/strona/o-firmie', '/kontakt']) {
      expect(covers(path), path).toBe(false);
    }
  });
});

describe('shellStaticParams', () => {
  it('gives one export with the placeholder in every parameter of the route', () => {
    expect(shellStaticParams('orderConfirmation')).toEqual([{ uuid: '_', hash: '_', confirmationToken: '_' }]);
    expect(shellStaticParams('search')).toEqual([{ searchQuery: '_' }]);
  });
});

describe('routeOfPath (the frame’s unchecked fit)', () => {
  const segment = fc.oneof(
    fc.constantFrom(...Object.values(routes).flatMap((route) => route.path.split('/').filter(Boolean))),
    fc.string({ maxLength: 12 }),
  );
  const paths = fc.oneof(
    fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.map((part) => encodeURIComponent(part)).join('/')}`),
    fc.string().map((text) => `/${text}`),
  );

  test.prop([paths])('names the route matchRoute names, with the same parameters', (path) => {
    const fit = routeOfPath(path);
    const match = matchRoute(path);
    expect(fit?.name).toBe(match?.name);
    expect(fit?.params).toEqual(match?.params);
  });
});
