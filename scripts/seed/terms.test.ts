import { describe, expect, it } from 'vitest';
import { OFFERED_DELIVERY_METHODS } from '#lib/delivery-methods.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#lib/orders.ts';
import { BRANCHES } from './branches.ts';
import { PAGES } from './content.ts';
import { deliveryMethodList, freeDeliveryParagraphs } from './terms.ts';

function pageText(slug: string): string {
  const page = PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no page ${slug}`);
  return [page.title, page.metaDescription, page.lead, ...page.body].join('\n\n');
}

/** What the checkout does not offer and the terms once promised (issue 33). */
const NOT_OFFERED = [/BLIK/, /kart\p{L}* płatnicz/iu, /odroczon/iu, /termin\p{L}* płatności/iu, /palet/iu];

describe('the terms (regulamin)', () => {
  const terms = pageText('regulamin');

  it('name every payment method, delivery method and branch the checkout offers, and nothing else', () => {
    for (const method of PAYMENT_METHODS) expect(terms).toContain(`- ${PAYMENT_METHOD_LABELS[method]} – `);
    for (const method of OFFERED_DELIVERY_METHODS) expect(terms).toContain(`- ${method.name} – `);
    for (const branch of BRANCHES) expect(terms).toContain(`- ${branch.name}, ${branch.street}`);
    for (const pattern of NOT_OFFERED) expect(terms).not.toMatch(pattern);
  });

  it('price delivery as the checkout does, free from the threshold on', () => {
    expect(deliveryMethodList()).toBe(
      [
        '- Kurier – 18,00\u00a0zł netto (22,14\u00a0zł brutto). Dostawa kurierem pod wskazany adres w 1–2 dni robocze.',
        '- Paczkomat InPost – 12,00\u00a0zł netto (14,76\u00a0zł brutto). Odbiór w wybranym Paczkomacie InPost.',
        '- Odbiór osobisty w oddziale – bezpłatnie. Odbiór w wybranym oddziale firmy, bez opłat.',
      ].join('\n'),
    );
    expect(freeDeliveryParagraphs(50_000)).toEqual([
      'Przy zamówieniu towarów o wartości od 500\u00a0zł netto każda z tych form dostawy jest bezpłatna.',
    ]);
    expect(freeDeliveryParagraphs(null)).toEqual([]);
    for (const paragraph of freeDeliveryParagraphs()) expect(terms).toContain(paragraph);
  });
});
