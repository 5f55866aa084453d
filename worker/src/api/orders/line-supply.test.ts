/**
 * Issue 36 item 1: the cart says what "Zamawiam" would. GET /carts carries each line's stock and
 * supplier days, and the rule the cart page and sidebar read them with (#lib/cart/line-supply.ts)
 * gives, for any stock, supplier and quantity, the answer the order's check then gives: an order
 * from stock, a supplier package with its days, or the 409 naming how many are left.
 */
import { fc } from '@fast-check/vitest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planLineSupply } from '#lib/cart/line-supply.ts';
import { quantityText } from '#lib/sales-units.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { checkout, filledCart, getOrder, setStock } from '#worker-test/orders.ts';

beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('the cart line and the order agree on where a quantity comes from', () => {
  it('for generated stock, supplier days and quantities', async () => {
    const product = pick(inStock, 24);
    const situation = fc
      .record({
        stock: fc.integer({ min: 0, max: 30 }),
        supplierDeliveryDays: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
        quantity: fc.integer({ min: 1, max: 40 }),
      })
      // A product with neither stock nor supplier is not sold alone: the cart would skip it.
      .filter(({ stock, supplierDeliveryDays }) => stock > 0 || supplierDeliveryDays !== null);

    await fc.assert(
      fc.asyncProperty(situation, async ({ stock, supplierDeliveryDays, quantity }) => {
        await setStock(product.uuid, stock, supplierDeliveryDays);
        const cart = await filledCart([{ uuid: product.uuid, quantity }]);
        const [item] = (await cart.get()).body.items;
        if (!item) throw new Error('the line was not added');
        expect(item.product.stock).toEqual({ quantity: stock, supplierDeliveryDays });
        const supply = planLineSupply({ quantity: item.quantity, stock: item.product.stock, isAvailable: item.isAvailable, isFromSet: false });

        const placed = await checkout(cart);
        if (supply.source === 'short') {
          expect(placed.status).toBe(409);
          expect(placed.body).toMatchObject({
            error: {
              code: 'out_of_stock',
              message: `Produktu „${product.name}” zostało w magazynie tylko ${quantityText(supply.orderable, product.salesUnit)}. Zmniejsz ilość w koszyku.`,
            },
          });
          return;
        }
        expect(placed.status).toBe(200);
        const order = (await getOrder(placed.body.uuid, placed.body.hash)).body;
        expect(order.packages.map((entry) => [entry.source, entry.supplierDeliveryDays])).toEqual([
          supply.source === 'supplier' ? ['supplier', supply.deliveryDays] : ['stock', null],
        ]);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});
