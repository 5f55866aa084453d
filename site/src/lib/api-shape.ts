/**
 * The browser's check of an API answer against its call's shape (generated from the contract:
 * worker/src/api/response-shapes.ts), small enough for every page: a drifting API shows as a
 * clear error at the call, never as a page that breaks somewhere further on.
 *
 * A shape is `'s'` string, `'n'` number, `'i'` integer, `'b'` boolean, `'*'` anything,
 * `['e', ...values]` one of the values, `['a', shape]` an array, `['?', shape]` the shape or
 * null, `['|', ...shapes]` one of the shapes, or an object of shapes by key (`'key?'` optional).
 */

export type Shape = 's' | 'n' | 'i' | 'b' | '*' | ['e', ...unknown[]] | ['a', Shape] | ['?', Shape] | ['|', ...Shape[]] | { [key: string]: Shape };

const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  s: (value) => typeof value === 'string',
  n: (value) => typeof value === 'number' && Number.isFinite(value),
  i: (value) => Number.isInteger(value),
  b: (value) => typeof value === 'boolean',
  '*': () => true,
};

/**
 * Where `value` first differs from `shape` (`items.3.price.grossPrice`), or null when it fits.
 * @example findShapeMismatch({ items: [1] }, { items: ['a', 's'] }) // 'items.0'
 */
export function findShapeMismatch(value: unknown, shape: Shape, path = ''): string | null {
  const here = path || '(odpowiedź)';
  if (typeof shape === 'string') return TYPE_CHECKS[shape]?.(value) ? null : here;
  if (Array.isArray(shape)) {
    const [kind, ...rest] = shape;
    if (kind === 'e') return rest.includes(value) ? null : here;
    if (kind === '?') return value === null ? null : findShapeMismatch(value, rest[0] as Shape, path);
    if (kind === '|') return (rest as Shape[]).some((option) => findShapeMismatch(value, option, path) === null) ? null : here;
    if (!Array.isArray(value)) return here;
    for (const [index, item] of value.entries()) {
      const mismatch = findShapeMismatch(item, rest[0] as Shape, path ? `${path}.${index}` : String(index));
      if (mismatch) return mismatch;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return here;
  for (const [key, inner] of Object.entries(shape)) {
    const isOptional = key.endsWith('?');
    const name = isOptional ? key.slice(0, -1) : key;
    const field = (value as Record<string, unknown>)[name];
    if (field === undefined && isOptional) continue;
    const mismatch = findShapeMismatch(field, inner, path ? `${path}.${name}` : name);
    if (mismatch) return mismatch;
  }
  return null;
}
