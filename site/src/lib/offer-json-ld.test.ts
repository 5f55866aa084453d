import { describe, expect, it } from 'vitest';
import { FREE_DELIVERY_THRESHOLD_NET } from './delivery-cost.ts';
import { OFFERED_DELIVERY_METHODS } from './delivery-methods.ts';
import { merchantReturnPolicy, shippingDetailsOf } from './offer-json-ld.ts';

describe('shippingDetailsOf', () => {
  const inStock = { nettoPrice: 2_000, supplierDeliveryDays: null };

  it('describes every method that ships to Poland, at its gross price, and leaves out picking up at a branch', () => {
    expect(shippingDetailsOf(inStock, OFFERED_DELIVERY_METHODS)).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingLabel: 'Kurier',
        shippingRate: { '@type': 'MonetaryAmount', value: '22.14', currency: 'PLN' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'PL' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          businessDays: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: [
              'https://schema.org/Monday',
              'https://schema.org/Tuesday',
              'https://schema.org/Wednesday',
              'https://schema.org/Thursday',
              'https://schema.org/Friday',
            ],
          },
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
        },
      },
      expect.objectContaining({ shippingLabel: 'Paczkomat InPost', shippingRate: { '@type': 'MonetaryAmount', value: '14.76', currency: 'PLN' } }),
    ]);
  });

  it('costs nothing from the free-delivery threshold on, as the checkout charges', () => {
    const threshold = FREE_DELIVERY_THRESHOLD_NET ?? 0;
    const rates = (nettoPrice: number) =>
      shippingDetailsOf({ nettoPrice, supplierDeliveryDays: null }, OFFERED_DELIVERY_METHODS).map((details) => details.shippingRate);
    expect(rates(threshold - 1)).toMatchObject([{ value: '22.14' }, { value: '14.76' }]);
    expect(rates(threshold)).toMatchObject([{ value: '0.00' }, { value: '0.00' }]);
  });

  it("waits for the supplier's days before dispatch when the shop has no stock", () => {
    const [courier] = shippingDetailsOf({ nettoPrice: 2_000, supplierDeliveryDays: 7 }, OFFERED_DELIVERY_METHODS);
    expect(courier?.deliveryTime).toMatchObject({ handlingTime: { minValue: 1, maxValue: 7 } });
  });

  it('says nothing when the shop ships nothing', () => {
    expect(
      shippingDetailsOf(
        inStock,
        OFFERED_DELIVERY_METHODS.filter((method) => method.code === 'branch_pickup'),
      ),
    ).toEqual([]);
  });
});

describe('merchantReturnPolicy', () => {
  it('gives 14 days from receipt in Poland, by post, at the buyer’s cost, with a full refund (regulations § 6)', () => {
    expect(merchantReturnPolicy('https://sklep.example/strona/reklamacje-i-zwroty')).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'PL',
      returnPolicyCountry: 'PL',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      refundType: 'https://schema.org/FullRefund',
      merchantReturnLink: 'https://sklep.example/strona/reklamacje-i-zwroty',
    });
    expect(merchantReturnPolicy()).not.toHaveProperty('merchantReturnLink');
  });
});
