import { describe, expect, it } from 'vitest';
import { hasAdded, noticesOfFailure, noticesOfUpdate } from './cart-notices.ts';

const FALLBACK = 'Nie udało się dodać produktu do koszyka. Spróbuj ponownie.';

function update(success: string[], error: string[], added: number, skipped: number) {
  return { alertMessages: { success, error }, items: { directlyProcessedCnt: { added, skipped }, skipped: [] } };
}

describe('noticesOfUpdate (spec §8)', () => {
  it('shows successes as success notices and each error as a warning', () => {
    expect(noticesOfUpdate(update(['Dodano A'], ['Pominięto B'], 1, 1), FALLBACK)).toEqual([
      { kind: 'success', text: 'Dodano A' },
      { kind: 'warning', text: 'Pominięto B' },
    ]);
  });

  it('warns with the fallback when items were skipped without a message', () => {
    expect(noticesOfUpdate(update(['Dodano A'], [], 1, 2), FALLBACK)).toEqual([
      { kind: 'success', text: 'Dodano A' },
      { kind: 'warning', text: FALLBACK },
    ]);
  });

  it('warns with the fallback when the server said nothing and added nothing', () => {
    expect(noticesOfUpdate(update([], [], 0, 0), FALLBACK)).toEqual([{ kind: 'warning', text: FALLBACK }]);
  });
});

describe('noticesOfFailure', () => {
  it('uses the server message, or the fallback when there is none', () => {
    expect(noticesOfFailure('Koszyk jest pełny.', FALLBACK)).toEqual([{ kind: 'warning', text: 'Koszyk jest pełny.' }]);
    expect(noticesOfFailure(null, FALLBACK)).toEqual([{ kind: 'warning', text: FALLBACK }]);
    expect(noticesOfFailure('  ', FALLBACK)).toEqual([{ kind: 'warning', text: FALLBACK }]);
  });
});

describe('hasAdded', () => {
  it('is true only when a line was added or changed', () => {
    expect(hasAdded(update([], [], 1, 0))).toBe(true);
    expect(hasAdded(update([], ['x'], 0, 1))).toBe(false);
  });
});
