import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findShapeMismatch, type Shape } from './api-shape.ts';

/** A value of `shape`: what the API could answer. */
function arbitraryValueOf(shape: Shape): fc.Arbitrary<unknown> {
  if (shape === 's') return fc.string();
  if (shape === 'i') return fc.integer();
  if (shape === 'n') return fc.double({ noNaN: true, noDefaultInfinity: true });
  if (shape === 'b') return fc.boolean();
  if (shape === '*') return fc.jsonValue();
  if (Array.isArray(shape)) {
    const [kind, ...rest] = shape;
    if (kind === 'e') return fc.constantFrom(...rest);
    if (kind === '?') return fc.option(arbitraryValueOf(rest[0] as Shape), { nil: null });
    if (kind === '|') return fc.oneof(...(rest as Shape[]).map(arbitraryValueOf));
    return fc.array(arbitraryValueOf(rest[0] as Shape), { maxLength: 3 });
  }
  const entries = Object.entries(shape).map(([key, inner]) => [key.replace(/\?$/, ''), arbitraryValueOf(inner)] as const);
  return fc.record(Object.fromEntries(entries));
}

const shapeArbitrary: fc.Arbitrary<Shape> = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Shape>('s', 'i', 'n', 'b'),
    fc.tuple(fc.constant('a' as const), tie('shape')),
    fc.tuple(fc.constant('?' as const), tie('shape')),
    fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), tie('shape'), { minKeys: 1, maxKeys: 4 }),
  ),
})).shape;

describe('findShapeMismatch', () => {
  it('accepts every value of a shape', () => {
    fc.assert(
      fc.property(
        shapeArbitrary.chain((shape) => fc.tuple(fc.constant(shape), arbitraryValueOf(shape))),
        ([shape, value]) => findShapeMismatch(value, shape) === null,
      ),
    );
  });

  it('names the first field that differs', () => {
    const shape: Shape = { items: ['a', { price: { grossPrice: 'i' }, promotion: ['?', { endsAt: 's' }], 'note?': 's' }] };
    expect(findShapeMismatch({ items: [{ price: { grossPrice: 1 }, promotion: null }] }, shape)).toBeNull();
    expect(findShapeMismatch({ items: [{ price: { grossPrice: 1.5 }, promotion: null }] }, shape)).toBe('items.0.price.grossPrice');
    expect(findShapeMismatch({ items: [{ price: { grossPrice: 1 } }] }, shape)).toBe('items.0.promotion');
    expect(findShapeMismatch({ items: [{ price: { grossPrice: 1 }, promotion: null, note: 3 }] }, shape)).toBe('items.0.note');
    expect(findShapeMismatch([], shape)).toBe('(odpowiedź)');
    expect(findShapeMismatch('x', ['e', 'a', 'b'])).toBe('(odpowiedź)');
  });

  it('refuses a value of another type anywhere in a shape', () => {
    fc.assert(
      fc.property(shapeArbitrary, (shape) => {
        const wrong = typeof shape === 'string' && shape === 's' ? 1 : Symbol('nie-json');
        return findShapeMismatch(wrong, shape) !== null;
      }),
    );
  });
});
