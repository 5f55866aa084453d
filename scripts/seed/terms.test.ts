import { describe, expect, it } from 'vitest';
import { OFFERED_DELIVERY_METHODS } from '#lib/delivery-methods.ts';
import { merchantReturnPolicy } from '#lib/offer-json-ld.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#lib/orders.ts';
import { RETURN_FEES, RETURN_SHIPPING_PAID_BY, RETURN_SHIPPING_TEXT, type ReturnShippingPayer } from '#lib/return-shipping.ts';
import { SELLER } from '#lib/seller.ts';
import { BRANCHES } from './branches.ts';
import { PAGES } from './content.ts';
import { deliveryMethodList, freeDeliveryParagraphs, modelFormParagraph, paymentMethodList, pickupBranchList } from './terms.ts';

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

describe('the terms on withdrawal (issue 33)', () => {
  const terms = pageText('regulamin');
  const withdrawalSection = terms.slice(terms.indexOf('## § 6.'), terms.indexOf('## § 7.'));

  it('point to the act’s model form, as its page and its PDF, and to the online form, in the withdrawal section', () => {
    expect(withdrawalSection).toContain(modelFormParagraph());
    expect(modelFormParagraph()).toContain('załącznik nr 2 do ustawy o prawach konsumenta');
    expect(modelFormParagraph()).toContain('„Wzór formularza odstąpienia od umowy” (/odstapienie-od-umowy/formularz)');
    expect(modelFormParagraph()).toContain('w formacie PDF (/pliki/formularz-odstapienia-od-umowy.pdf)');
    expect(modelFormParagraph()).toContain('(/odstapienie-od-umowy)');
  });

  it('give the seller’s e-mail, the one the model form names as the addressee', () => {
    expect(terms).toContain(`adresem e-mail ${SELLER.email}`);
  });
});

describe('the "Dostawa i płatności" page', () => {
  it('lists what the terms list, and nothing the checkout does not offer (it promised BLIK, cards, deferred payment and a cash-on-delivery fee)', () => {
    const page = pageText('dostawa-i-platnosci');
    for (const list of [deliveryMethodList(), paymentMethodList(), pickupBranchList(BRANCHES), ...freeDeliveryParagraphs()]) {
      expect(page).toContain(list);
    }
    for (const pattern of [...NOT_OFFERED, /dodatkowo \d/]) expect(page).not.toMatch(pattern);
  });
});

describe('who pays for the return shipping (issue 33)', () => {
  const others = (Object.keys(RETURN_SHIPPING_TEXT) as ReturnShippingPayer[]).filter((payer) => payer !== RETURN_SHIPPING_PAID_BY);

  it('is stated by the terms and by "Reklamacje i zwroty" as the structured data states it', () => {
    for (const slug of ['regulamin', 'reklamacje-i-zwroty']) {
      const text = pageText(slug);
      expect(text).toContain(RETURN_SHIPPING_TEXT[RETURN_SHIPPING_PAID_BY]);
      for (const payer of others) expect(text).not.toContain(RETURN_SHIPPING_TEXT[payer]);
    }
    expect(merchantReturnPolicy().returnFees).toBe(RETURN_FEES[RETURN_SHIPPING_PAID_BY]);
  });

  it('is the customer, for the direct cost of returning, as art. 34 ust. 2 allows once they are told', () => {
    expect(RETURN_SHIPPING_PAID_BY).toBe('customer');
    expect(RETURN_SHIPPING_TEXT.customer).toMatch(
      /^Bezpośrednie koszty zwrotu towaru .+ ponosi Klient \(art\. 34 ust\. 2 ustawy o prawach konsumenta\)\.$/,
    );
    expect(RETURN_FEES.customer).toBe('https://schema.org/ReturnFeesCustomerResponsibility');
    expect(RETURN_SHIPPING_TEXT.seller).toMatch(/ponosi Sprzedawca\.$/);
    expect(RETURN_FEES.seller).toBe('https://schema.org/FreeReturn');
  });
});
