import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { memoryTrend } from '../../lib/process-memory.ts';
import { CookieJar } from './client.ts';
import { type StockRow, type StoredOrder, verdict } from './ledger.ts';
import { type PlacedByClient, pickKind, SESSION_MIX } from './sessions.ts';

describe('the cookie jar', () => {
  it('keeps the last value of each cookie and forgets removed ones', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeNull();
    jar.take(['cart-session=abc; Path=/; HttpOnly; SameSite=Lax', 'access=t1; Path=/api; Secure']);
    jar.take(['access=t2; Path=/api']);
    expect(jar.header()).toBe('cart-session=abc; access=t2');
    jar.take(['access=; Max-Age=0; Path=/api', 'cart-session=abc; Max-Age=-1']);
    expect(jar.header()).toBeNull();
  });
});

describe('the mix of visits', () => {
  test.prop([fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])('every random number picks a kind', (random) => {
    expect(Object.keys(SESSION_MIX)).toContain(pickKind(random));
  });

  it('gives each kind its share', () => {
    const picks = Array.from({ length: 1000 }, (_, index) => pickKind((index + 0.5) / 1000));
    for (const [kind, share] of Object.entries(SESSION_MIX)) expect(picks.filter((pick) => pick === kind)).toHaveLength(share * 10);
  });
});

describe('memory trend', () => {
  it('says flat for noise around a level and growing for a climb', () => {
    expect(memoryTrend([300, 310, 305, 298, 312, 306, 301, 309, 304].map((mb) => mb << 20))).toBe('flat');
    expect(memoryTrend([300, 340, 380, 420, 460, 500, 540, 580, 620].map((mb) => mb << 20))).toBe('growing');
    expect(memoryTrend([1, 2, 3])).toBe('too few samples');
  });
});

/**
 * A run the books agree with: every confirmed order stored whole, stock down by what was sold. Each
 * product starts with at least as many units as there are orders (12), as the shop never sells
 * more than it has (a stock of 5 under 12 orders once made a generated "honest" run go negative).
 */
const honestRun = fc
  .record({
    stock: fc.uniqueArray(fc.record({ uuid: fc.uuid(), stock: fc.integer({ min: 12, max: 500 }) }), {
      minLength: 1,
      maxLength: 8,
      selector: (row) => row.uuid,
    }),
    orders: fc.uniqueArray(
      fc.record({ uuid: fc.uuid(), paymentMethod: fc.constantFrom('transfer', 'cod', 'p24' as const), paidOnline: fc.boolean(), product: fc.nat() }),
      {
        maxLength: 12,
        selector: (order) => order.uuid,
      },
    ),
  })
  .map(({ stock, orders }) => {
    const placed: PlacedByClient[] = orders.map(({ uuid, paymentMethod, paidOnline }) => ({
      uuid,
      paymentMethod,
      paidOnline: paymentMethod === 'p24' && paidOnline,
    }));
    const stored: StoredOrder[] = placed.map((order) => ({ uuid: order.uuid, lines: 1, mails: 1, paid: order.paidOnline ? 1 : 0 }));
    const sold = new Map<string, number>();
    for (const order of orders) {
      const product = stock[order.product % stock.length] as StockRow;
      sold.set(product.uuid, (sold.get(product.uuid) ?? 0) + 1);
    }
    const after = stock.map((row) => ({ uuid: row.uuid, stock: row.stock - (sold.get(row.uuid) ?? 0) }));
    return { placed, before: stock, after: { orders: stored, stock: after, soldFromStock: [...sold].map(([uuid, units]) => ({ uuid, units })) } };
  });

describe('the verdict', () => {
  test.prop([honestRun, fc.nat({ max: 100_000 })])('an honest run ends with the line the issue names', (run, requests) => {
    const result = verdict({ requests, serverErrors: 0, ...run });
    const count = run.placed.length;
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.line).toBe(
      `soak: ${requests} requests, 0 5xx, orders placed ${count} = stored ${count} = mails ${count}, stock never negative, lost 0`,
    );
  });

  test.prop([
    honestRun.filter((run) => run.placed.length > 0),
    fc.nat(),
    fc.constantFrom('gone', 'no lines', 'no mail', 'two mails', 'unpaid' as const),
  ])('an order confirmed to a shopper and not stored whole is lost, or the line says what differs', (run, which, damage) => {
    const victim = run.placed[which % run.placed.length] as PlacedByClient;
    if (damage === 'unpaid' && !victim.paidOnline) return;
    const orders = run.after.orders.flatMap((order) => {
      if (order.uuid !== victim.uuid) return [order];
      if (damage === 'gone') return [];
      if (damage === 'no lines') return [{ ...order, lines: 0 }];
      if (damage === 'no mail') return [{ ...order, mails: 0 }];
      if (damage === 'two mails') return [{ ...order, mails: 2 }];
      return [{ ...order, paid: 0 }];
    });
    const result = verdict({ requests: 10, serverErrors: 0, ...run, after: { ...run.after, orders } });
    expect(result.ok).toBe(false);
    expect(result.line).toMatch(/lost [1-9]/);
  });

  test.prop([honestRun, fc.nat(), fc.integer({ min: -3, max: 3 }).filter((delta) => delta !== 0)])(
    'stock that moved by anything but what the orders took is a problem',
    (run, which, delta) => {
      const target = run.after.stock[which % run.after.stock.length] as StockRow;
      const stock = run.after.stock.map((row) => (row.uuid === target.uuid ? { ...row, stock: row.stock + delta } : row));
      const result = verdict({ requests: 10, serverErrors: 0, ...run, after: { ...run.after, stock } });
      expect(result.ok).toBe(false);
      expect(result.problems.join('\n')).toContain(target.uuid);
    },
  );

  it('a 5xx or an order nobody was told about fails the run', () => {
    const before = [{ uuid: 'p', stock: 5 }];
    const after = { orders: [{ uuid: 'ghost', lines: 1, mails: 1, paid: 0 }], stock: before, soldFromStock: [] };
    const ghost = verdict({ requests: 3, serverErrors: 0, placed: [], before, after });
    expect(ghost.ok).toBe(false);
    expect(ghost.line).toBe('soak: 3 requests, 0 5xx, orders placed 0 ≠ stored 1 ≠ mails 1, stock never negative, lost 0');
    const failing = verdict({ requests: 3, serverErrors: 2, placed: [], before, after: { ...after, orders: [] } });
    expect(failing.ok).toBe(false);
    expect(failing.line).toContain(', 2 5xx,');
  });
});
