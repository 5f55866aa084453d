/**
 * The runtime import graph of the worker's sources (issue 30): which module loads which when the
 * worker starts. Type-only imports (`import type`, `{ type A }`) and dynamic `import()` load
 * nothing at start and are left out; `#lib/`, `#worker/` and relative specifiers are resolved to
 * files, packages are not followed. Read as text: TypeScript 7 has no JavaScript API to parse with,
 * and import declarations are regular enough for this.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Import and re-export declarations with a source, and side-effect imports. */
const DECLARATION = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Whether a declaration loads its module at run time. */
function isRuntime(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return false;
  if (clause === undefined) return true;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named?.[1]) return true;
  const specifiers = named[1]
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean);
  // `import { type A, type B } from` loads nothing; one value specifier loads the module.
  return specifiers.length === 0 || specifiers.some((specifier) => !specifier.startsWith('type '));
}

/** The file a specifier names, or null for a package. */
export function resolveSpecifier(from: string, specifier: string, repoRoot: string): string | null {
  const aliases: Record<string, string> = {
    '#lib/': 'site/src/lib/',
    '#worker/': 'worker/src/',
    '#worker-test/': 'worker/test/',
    '#scripts/': 'scripts/',
  };
  let target: string | null = null;
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) target = path.join(repoRoot, folder, specifier.slice(alias.length));
  }
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  if (target === null) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The runtime imports of one module's source. */
export function runtimeImportsOf(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(DECLARATION)) {
    const [, typeKeyword, clause, specifier] = match;
    if (specifier && isRuntime(typeKeyword, clause)) specifiers.push(specifier);
  }
  return specifiers;
}

function sourcesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

/** Every module reachable at run time from the sources below `folder`, with its runtime imports. */
export function runtimeGraph(folder: string, repoRoot: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = sourcesBelow(folder);
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(file)) continue;
    const imports = runtimeImportsOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier, repoRoot))
      .filter((target): target is string => target !== null);
    graph.set(file, imports);
    pending.push(...imports);
  }
  return graph;
}

/** The import cycles of a graph, each as the modules around it (every cycle found once, from its first module met). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
