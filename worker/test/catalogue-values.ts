/**
 * Real parameter values from the seeded D1, so that generated requests find things (200s) and
 * not only miss them (404s). Found by naming alone, so a new call needs nothing here: a
 * parameter takes the column of its own name (`slug`, `path`) in the first table its path names
 * that has rows (`/blog/posts/slug/{slug}` → blog_posts, `/slider/...` → sliders,
 * `/product-sets/...` → product_sets, `/carts/products/{uuid}` → products while carts is empty);
 * a plural parameter (`uuids`) takes comma-separated values of the singular column. Without such
 * a table, every table with that column; without one, nothing.
 */
import type { Operation, RealValues } from './openapi-requests.ts';

/** How many values the comma-separated lists of a plural parameter hold (`?uuids=a,b`), up to the most offers takes. */
const LIST_SIZES = [1, 2, 5, 100];
/** The most values read from one column. */
const MAX_VALUES = 200;

interface Schema {
  tables: Map<string, Set<string>>;
}

async function readSchema(db: D1Database): Promise<Schema> {
  const { results } = await db
    .prepare(
      `SELECT m.name AS tableName, p.name AS columnName FROM sqlite_master m JOIN pragma_table_info(m.name) p
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name NOT LIKE 'd1_%' AND m.sql NOT LIKE 'CREATE VIRTUAL%'`,
    )
    .all<{ tableName: string; columnName: string }>();
  const tables = new Map<string, Set<string>>();
  for (const { tableName, columnName } of results) tables.set(tableName, (tables.get(tableName) ?? new Set()).add(columnName));
  return { tables };
}

/**
 * Table names a path's fixed segments suggest, most specific first: `blog_posts`, `blog_postss`,
 * `blog`, `blogs`; then each segment alone, last first, for a resource inside another
 * (`/carts/products/{uuid}` names a product of a cart).
 */
function tableCandidates(operationPath: string): string[] {
  const segments = operationPath
    .replace(/^\/api(?:\/public\/v\d+)?\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.includes('{'))
    .map((segment) => segment.replaceAll('-', '_'));
  const names: string[] = [];
  for (let length = segments.length; length > 0; length--) {
    const name = segments.slice(0, length).join('_');
    names.push(name, `${name}s`);
  }
  for (const segment of segments.toReversed()) names.push(segment, `${segment}s`);
  return [...new Set(names)];
}

async function readColumn(db: D1Database, table: string, column: string): Promise<string[]> {
  // Identifiers come from sqlite_master itself, never from a request.
  const { results } = await db
    .prepare(`SELECT DISTINCT "${column}" AS value FROM "${table}" WHERE "${column}" IS NOT NULL LIMIT ?1`)
    .bind(MAX_VALUES)
    .all<{ value: unknown }>();
  return results.map(({ value }) => String(value));
}

async function columnValues(db: D1Database, schema: Schema, operationPath: string, column: string): Promise<string[]> {
  // The first table the path names that has the column and rows (a cart table is empty until a test fills it).
  for (const table of tableCandidates(operationPath).filter((name) => schema.tables.get(name)?.has(column))) {
    const values = await readColumn(db, table, column);
    if (values.length > 0) return values;
  }
  const tables = [...schema.tables].filter(([, columns]) => columns.has(column)).map(([table]) => table);
  const values: string[] = [];
  for (const table of tables) values.push(...(await readColumn(db, table, column)));
  return values;
}

/** Real values for each parameter of `operation` the catalogue can give. */
export async function realValuesOf(db: D1Database, operation: Operation): Promise<RealValues> {
  const schema = await readSchema(db);
  const realValues: Record<string, string[]> = {};
  for (const parameter of operation.parameters) {
    const values = await columnValues(db, schema, operation.path, parameter.name);
    if (values.length > 0) {
      realValues[parameter.name] = values;
      continue;
    }
    const singular = parameter.name.endsWith('s') ? parameter.name.slice(0, -1) : undefined;
    const items = singular ? await columnValues(db, schema, operation.path, singular) : [];
    if (items.length > 0) {
      realValues[parameter.name] = items
        .flatMap((_, index) => LIST_SIZES.map((size) => items.slice(index, index + size).join(',')))
        .filter((list, index, lists) => lists.indexOf(list) === index);
    }
  }
  return realValues;
}
