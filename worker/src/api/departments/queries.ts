/** The contact page's departments on D1, in their order. */
import type { Department } from '#lib/api-types.ts';

export async function listDepartments(db: D1Database): Promise<Department[]> {
  return (await db.prepare('SELECT slug, name, description, phone, email FROM departments ORDER BY position, name').all<Department>()).results;
}
