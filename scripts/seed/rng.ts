// Small deterministic PRNG (mulberry32) with helpers. No Node imports: this module also runs
// inside workerd in tests.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A deterministic UUID v4 (version and variant bits set). */
  uuid(): string;
  /** An independent generator derived from this one and a label (stable sub-streams). */
  fork(label: string): Rng;
}

/** mulberry32: 32-bit state, good enough for demo data, very fast. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 32-bit FNV-1a hash of a string, used to derive seeds from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function createRng(seed: number): Rng {
  const random = mulberry32(seed);
  const rng: Rng = {
    next: random,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`);
      return min + Math.floor(random() * (max - min + 1));
    },
    chance(probability) {
      return random() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('pick() from an empty array');
      return items[Math.floor(random() * items.length)] as (typeof items)[number];
    },
    weighted(items, weights) {
      if (items.length === 0 || items.length !== weights.length) {
        throw new RangeError('weighted() needs as many weights as items');
      }
      let total = 0;
      for (const w of weights) total += w;
      let roll = random() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] as number;
        if (roll < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const tmp = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = tmp;
      }
      return copy;
    },
    sample(items, count) {
      return rng.shuffle(items).slice(0, Math.max(0, count));
    },
    uuid() {
      const bytes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const word = Math.floor(random() * 4294967296) >>> 0;
        bytes.push(word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff);
      }
      bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40; // version 4
      bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant (10xx)
      const h = bytes.map((b) => HEX[b] as string);
      return (
        h.slice(0, 4).join('') +
        '-' +
        h.slice(4, 6).join('') +
        '-' +
        h.slice(6, 8).join('') +
        '-' +
        h.slice(8, 10).join('') +
        '-' +
        h.slice(10, 16).join('')
      );
    },
    fork(label) {
      return createRng((hashString(label) ^ Math.floor(random() * 4294967296)) >>> 0);
    },
  };
  return rng;
}

export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
