/**
 * The default-address rule as a property (issue 14): under any sequence of adds (marked default
 * or not), default moves and deletes, a customer with addresses has exactly one default, the
 * one asked for last when it still exists, and never more than 20 addresses.
 */

import { env } from 'cloudflare:test';
import { fc, it as prop } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '#lib/forms/account.ts';
import { createCustomer } from '../../../test/customers.ts';
import { addAddress, deleteAddress, setDefaultAddress } from './addresses.ts';
import { listAddresses } from './queries.ts';

type Step = { kind: 'add'; isDefault: boolean } | { kind: 'setDefault'; pick: number } | { kind: 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), isDefault: fc.boolean() }),
  fc.record({ kind: fc.constant('setDefault' as const), pick: fc.nat(40) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(40) }),
);

const input = (isDefault: boolean) => ({ name: 'Odbiorca', street: 'ul. Długa 5', postcode: '50-001', city: 'Wrocław', phone: '', isDefault });

describe('saved addresses', () => {
  prop.prop([fc.array(step, { minLength: 1, maxLength: 30 })], { numRuns: 15 })(
    'keep exactly one default whenever there is an address',
    async (steps) => {
      const { id } = await createCustomer();
      const at = new Date().toISOString();
      let expectedDefault: string | null = null;
      for (const current of steps) {
        const before = await listAddresses(env.DB, id);
        if (current.kind === 'add') {
          const outcome = await addAddress(env.DB, id, input(current.isDefault), at);
          expect(outcome).toBe(before.length < MAX_SAVED_ADDRESSES ? 'done' : 'limit_reached');
          if (outcome === 'done' && (current.isDefault || before.length === 0)) {
            const known = new Set(before.map((address) => address.uuid));
            expectedDefault = (await listAddresses(env.DB, id)).find((address) => !known.has(address.uuid))?.uuid ?? null;
          }
        } else {
          const target = before[current.pick % Math.max(1, before.length)]?.uuid ?? crypto.randomUUID();
          if (current.kind === 'setDefault') {
            expect(await setDefaultAddress(env.DB, id, target, at)).toBe(before.length > 0 ? 'done' : 'not_found');
            if (before.length > 0) expectedDefault = target;
          } else {
            expect(await deleteAddress(env.DB, id, target, at)).toBe(before.length > 0 ? 'done' : 'not_found');
            if (target === expectedDefault) expectedDefault = null;
          }
        }
        const after = await listAddresses(env.DB, id);
        const defaults = after.filter((address) => address.isDefault);
        expect(after.length).toBeLessThanOrEqual(MAX_SAVED_ADDRESSES);
        expect(defaults).toHaveLength(after.length === 0 ? 0 : 1);
        if (expectedDefault !== null) expect(defaults[0]?.uuid).toBe(expectedDefault);
        else expectedDefault = defaults[0]?.uuid ?? null;
      }
    },
    60_000,
  );
});
