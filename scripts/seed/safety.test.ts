import { describe, expect, it } from 'vitest';
import { forbiddenClaims } from '#lib/clp/claims.ts';
import { labelProblems } from '#lib/clp/label-rules.ts';
import type { GhsPictogram, SignalWord } from '#lib/clp/pictograms.ts';
import { isHazardStatementCode, isPrecautionaryStatementCode, statementText } from '#lib/clp/statements.ts';
import { isValidUfi } from '#lib/clp/ufi.ts';
import { safetyDataSheetKeyOf, safetyDataSheetUrl } from '#lib/safety-data-sheets.ts';
import { generateCatalogue } from './catalogue.ts';
import { KINDS, PRODUCERS } from './products.ts';
import { MANUFACTURERS, productSafetyOf } from './safety.ts';

const catalogue = generateCatalogue({ products: 600, now: new Date('2026-11-28T00:00:00Z') });
const chemicalCategories = new Set(catalogue.categories.filter((category) => category.holdsChemicals === 1).map((category) => category.id));
const hazards = new Map(catalogue.productHazards.map((row) => [row.productId, row]));
const list = (json: string) => JSON.parse(json) as string[];

describe('the demo catalogue’s safety data (issue 34)', () => {
  it('gives every product in a chemical category a CLP row, and no other product one', () => {
    for (const product of catalogue.products) expect(hazards.has(product.id), product.name).toBe(chemicalCategories.has(product.mainCategoryId));
    expect(catalogue.categories.filter((category) => category.holdsChemicals === 1).map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        'mydla-i-dezynfekcja',
        'chemia-profesjonalna',
        'srodki-do-sanitariatow',
        'plyny-do-dezynfekcji',
        'odswiezacze-powietrza',
      ]),
    );
  });

  it('classifies with codes from the official lists, each with its text, and labels that agree with them', () => {
    const classified = catalogue.productHazards.filter((row) => row.classified === 1);
    expect(classified.length).toBeGreaterThan(30);
    for (const row of classified) {
      const hazardStatements = list(row.hazardStatements);
      const precautionary = list(row.precautionaryStatements);
      for (const code of hazardStatements) expect(isHazardStatementCode(code) && statementText(code), code).toBeTruthy();
      for (const code of precautionary) expect(isPrecautionaryStatementCode(code) && statementText(code), code).toBeTruthy();
      const label = { pictograms: list(row.pictograms) as GhsPictogram[], signalWord: row.signalWord as SignalWord | null, hazardStatements };
      expect(labelProblems(label)).toEqual([]);
      expect(isValidUfi(row.ufi ?? ''), row.ufi ?? 'no UFI').toBe(true);
      expect(row.nominalQuantity).toMatch(/^\d+(,\d+)? (ml|l|g|kg)$/);
      expect(safetyDataSheetKeyOf(safetyDataSheetUrl(row.sdsKey ?? ''))).toBe(row.sdsKey);
      expect(row.sdsDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('carries the classifications of the issue: a hypochlorite WC gel, an alcohol hand disinfectant, an unclassified floor cleaner', () => {
    const byName = (prefix: string) => {
      const product = catalogue.products.find((candidate) => candidate.name.startsWith(prefix));
      return product && hazards.get(product.id);
    };
    expect(byName('Żel do czyszczenia WC')).toMatchObject({
      classified: 1,
      pictograms: '["GHS05","GHS09"]',
      signalWord: 'Niebezpieczeństwo',
      hazardStatements: '["H314","H400","EUH031"]',
    });
    expect(byName('Płyn do dezynfekcji rąk')).toMatchObject({ pictograms: '["GHS02","GHS07"]', hazardStatements: '["H225","H319"]' });
    expect(byName('Środek do mycia podłóg')).toMatchObject({ classified: 0, pictograms: '[]', signalWord: null });
  });

  it('never describes a classified product with a claim CLP art. 25 ust. 4 forbids', () => {
    for (const product of catalogue.products) {
      if (hazards.get(product.id)?.classified !== 1) continue;
      for (const text of [product.name, product.shortDescription, product.description]) expect(forbiddenClaims(text), product.name).toEqual([]);
    }
  });

  it('shares one UFI and one sheet between the pack sizes of one mixture, and never between two mixtures', () => {
    const byUfi = new Map<string, Set<string>>();
    for (const row of catalogue.productHazards.filter((candidate) => candidate.ufi)) {
      const product = catalogue.products.find((candidate) => candidate.id === row.productId);
      const mixture = product?.name.replace(/\s\d+(,\d+)? (ml|l|g|kg)( \(.*\))?$/, '') ?? '';
      byUfi.set(row.ufi as string, (byUfi.get(row.ufi as string) ?? new Set()).add(mixture));
    }
    for (const [ufi, mixtures] of byUfi) expect(mixtures.size, `${ufi}: ${[...mixtures].join(', ')}`).toBe(1);
  });

  it('gives every product its manufacturer with a postal and an e-mail address, a responsible person in the EU for one outside it, and warnings', () => {
    expect(catalogue.productSafety).toHaveLength(catalogue.products.length);
    for (const producer of PRODUCERS) expect(MANUFACTURERS[producer.name], producer.name).toBeDefined();
    for (const kind of KINDS) expect(productSafetyOf(kind.key, 'Merida').warnings.length, kind.key).toBeGreaterThan(0);
    const outsideEu = /Wielka Brytania|Szwajcaria|Chiny|Norwegia|USA/;
    for (const row of catalogue.productSafety) {
      expect(row.manufacturerEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(row.responsibleName !== null).toBe(outsideEu.test(row.manufacturerAddress));
      expect(list(row.warnings).length).toBeGreaterThan(0);
    }
  });
});
