/**
 * What an Offer says about delivery and returns (issue 17): one OfferShippingDetails per delivery
 * method that ships (the courier and the parcel locker; picking up at a branch is not shipping),
 * priced as the checkout would price one unit of the offer (free from FREE_DELIVERY_THRESHOLD_NET,
 * through the same `deliveryPrice` the order uses), and the shop's return policy.
 *
 * Times that the database does not hold live here, with where they come from:
 * - dispatch: the "Dostawa i płatności" page and § 5 of the regulations (orders placed on working
 *   days by 13:00 leave the same day), so 0–1 working day for stock, the supplier's days otherwise;
 * - transit: the courier's description in delivery_methods ("w 1–2 dni robocze"); InPost's lockers
 *   promise the same 1–2 working days.
 * - returns: § 6 of the regulations and "Reklamacje i zwroty": consumers (and sole traders buying as
 *   consumers) withdraw within 14 days of receipt without a reason (ustawa o prawach konsumenta,
 *   art. 27), send the goods back by post to the logistics centre, paying the return as
 *   return-shipping.ts says (art. 34 ust. 2), and get every payment back, delivery included.
 */
import type { MerchantReturnPolicy, OfferShippingDetails, QuantitativeValue } from 'schema-dts';
import type { DeliveryMethod } from './api-types.ts';
import { deliveryPrice } from './delivery-cost.ts';
import { toDecimalString } from './money.ts';
import type { DeliveryMethodCode } from './orders.ts';
import { RETURN_FEES, RETURN_SHIPPING_PAID_BY } from './return-shipping.ts';

/** The country the shop delivers to and takes returns from. */
export const SHOP_COUNTRY = 'PL';

/** Working days a parcel travels after dispatch, per delivery method that ships. */
export const TRANSIT_WORKING_DAYS: Partial<Record<DeliveryMethodCode, { min: number; max: number }>> = {
  courier: { min: 1, max: 2 },
  parcel_locker: { min: 1, max: 2 },
};

/** Working days before an order in stock leaves the logistics centre: same day when ordered by 13:00. */
export const STOCK_DISPATCH_WORKING_DAYS = { min: 0, max: 1 } as const;

/** Days a consumer has to withdraw from the contract after receiving the goods (regulations § 6). */
export const RETURN_WINDOW_DAYS = 14;

/** The content page that explains returns (`/strona/reklamacje-i-zwroty`). */
export const RETURNS_PAGE_SLUG = 'reklamacje-i-zwroty';

const WORKING_DAYS = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
] as const;

function days({ min, max }: { min: number; max: number }): QuantitativeValue {
  return { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' };
}

/** What the offer's shipping depends on: its net price (the free-delivery rule) and where its stock is. */
export interface ShippedOffer {
  /** Net price of one unit (or one set) in grosze. */
  nettoPrice: number;
  /** Working days the supplier needs when the shop has no stock of it, else null. */
  supplierDeliveryDays: number | null;
}

/**
 * One OfferShippingDetails per delivery method that ships, priced gross (as the offer's price is)
 * for an order of one unit.
 * @example shippingDetailsOf({ nettoPrice: 2000, supplierDeliveryDays: null }, methods)[0].shippingRate // { value: '22.14', currency: 'PLN' }
 */
export function shippingDetailsOf(offer: ShippedOffer, methods: readonly DeliveryMethod[]): OfferShippingDetails[] {
  const handling = offer.supplierDeliveryDays === null ? STOCK_DISPATCH_WORKING_DAYS : { min: 1, max: Math.max(1, offer.supplierDeliveryDays) };
  return methods.flatMap((method) => {
    const transit = TRANSIT_WORKING_DAYS[method.code];
    if (!transit) return [];
    const { priceGross } = deliveryPrice(method, offer.nettoPrice);
    return [
      {
        '@type': 'OfferShippingDetails',
        shippingLabel: method.name,
        shippingRate: { '@type': 'MonetaryAmount', value: toDecimalString(priceGross), currency: 'PLN' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHOP_COUNTRY },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WORKING_DAYS] },
          handlingTime: days(handling),
          transitTime: days(transit),
        },
      },
    ];
  });
}

/**
 * The shop's return policy: 14 days from receipt, by post, the return paid as the terms say
 * (return-shipping.ts: by the buyer), full refund.
 * `returnsPageUrl` links the page that explains it, when the shop has one.
 */
export function merchantReturnPolicy(returnsPageUrl?: string): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHOP_COUNTRY,
    returnPolicyCountry: SHOP_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: RETURN_FEES[RETURN_SHIPPING_PAID_BY],
    refundType: 'https://schema.org/FullRefund',
    ...(returnsPageUrl ? { merchantReturnLink: returnsPageUrl } : {}),
  };
}
