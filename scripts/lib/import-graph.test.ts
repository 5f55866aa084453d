import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, runtimeGraph, runtimeImportsOf } from './import-graph.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe("the worker's runtime imports (issue 30)", () => {
  it('read value imports and re-exports, and leave type-only ones out', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "import f from './f.ts';",
      "import './side-effect.ts';",
      "export { g } from './g.ts';",
      "export type { H } from './h.ts';",
      "import {\n  i,\n  type J,\n} from './i.ts';",
      "const lazy = () => import('./lazy.ts');",
    ].join('\n');
    expect(runtimeImportsOf(source)).toEqual(['./d.ts', './f.ts', './side-effect.ts', './g.ts', './i.ts']);
  });

  it('finds a cycle, and every module of it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('form no cycle: every module of worker/src loads after everything it needs', () => {
    const graph = runtimeGraph(path.join(repoRoot, 'worker', 'src'), repoRoot);
    expect(graph.size).toBeGreaterThan(150);
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(repoRoot, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
