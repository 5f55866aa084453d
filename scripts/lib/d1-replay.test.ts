import type { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/catalogue.ts';
import { catalogueToStatements, OPERATIONAL_TABLES, statementsToSqlScript } from '../seed/sql.ts';
import { generatedOrder, insert, tableRows, writeMoneyRows } from '../test/fixtures/money-rows.ts';
import { backupFile, backupTables, insertOf, pageQuery, type SchemaTable } from './d1-backup.ts';
import { execInTransaction, openBackup, openMigrated, replayStatements } from './d1-replay.ts';

const catalogue = statementsToSqlScript(catalogueToStatements(generateCatalogue({ products: 12, now: new Date('2026-11-22T00:00:00Z') })));

/** The backup file of an in-memory database, read with the same queries a real backup runs through wrangler. */
function backupText(db: DatabaseSync): string {
  const tables = backupTables(
    db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid").all() as unknown as SchemaTable[],
  );
  const inserts = tables.flatMap((table) => {
    const columns = (db.prepare('SELECT name FROM pragma_table_xinfo(?) WHERE hidden = 0 ORDER BY cid').all(table) as { name: string }[]).map(
      (column) => column.name,
    );
    return db
      .prepare(pageQuery({ table, columns }, 0).replace(/ LIMIT \d+$/, ''))
      .all()
      .map((row) => insertOf({ table, columns }, row));
  });
  return backupFile({ from: 'remote', takenAt: '2026-11-28T12:00:00.000Z', migrations: [], tables }, inserts.join('\n'));
}

function shopAt(orders: Parameters<typeof writeMoneyRows>[1]): DatabaseSync {
  const db = openMigrated();
  db.exec(catalogue);
  writeMoneyRows(db, orders);
  insert(db, 'order_notes', { order_id: 1, author: 'Anna', body: 'Zadzwonić przed dostawą', created_at: '2026-11-28T08:00:00Z' });
  insert(db, 'carts', { uuid: 'cart-1', created_at: '2026-11-28T08:00:00Z', updated_at: '2026-11-28T08:00:00Z' });
  return db;
}

describe('replaying what a restore dropped', () => {
  it('brings the shop’s own records to the later state and leaves the catalogue as restored (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(generatedOrder, { minLength: 1, maxLength: 4 }),
        fc.array(generatedOrder, { maxLength: 4 }),
        (beforeRestorePoint, afterRestorePoint) => {
          // The backup at the restore point, and the one taken just before restoring: more orders, a
          // status changed, a note removed, a cart line, a price changed and a product added.
          const atPoint = shopAt(beforeRestorePoint);
          const later = shopAt(beforeRestorePoint);
          writeMoneyRows(later, afterRestorePoint, beforeRestorePoint.length);
          later.exec("UPDATE orders SET status = 50, paid_at = '2026-11-28T10:00:00Z' WHERE id = 1");
          later.exec('DELETE FROM order_notes');
          later.exec('UPDATE products SET net_price = net_price + 100 WHERE id = 1');
          later.exec(
            "INSERT INTO products (uuid, number, slug, name, ean_code, description, short_description, producer, sales_unit, net_price, vat_rate, stock, main_category_id, cover_image, is_active, created_at, updated_at) SELECT 'new-product', 'CZ-NEW', 'nowy', 'Nowy', '5901234123457', description, short_description, producer, sales_unit, 100, 23, 5, main_category_id, cover_image, 1, created_at, updated_at FROM products WHERE id = 1",
          );
          const newProduct = Number((later.prepare("SELECT id FROM products WHERE uuid = 'new-product'").get() as { id: number }).id);
          for (const [n, productId] of [1, newProduct].entries()) {
            insert(later, 'cart_items', {
              uuid: `line-${n}`,
              cart_id: 1,
              product_id: productId,
              quantity: 2,
              unit_net_price: 100,
              unit_gross_price: 123,
              added_at: '2026-11-28T09:00:00Z',
              updated_at: '2026-11-28T09:00:00Z',
            });
          }

          const restored = openBackup(backupText(atPoint));
          const current = openBackup(backupText(later));
          const replay = replayStatements(restored, current);
          execInTransaction(restored, replay.statements.join('\n'));

          expect(restored.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
          for (const table of OPERATIONAL_TABLES.filter((name) => name !== 'cart_items')) {
            expect(tableRows(restored, table), table).toEqual(tableRows(current, table));
          }
          // The line of the product the restore took away is left out and counted; the other comes back.
          expect(tableRows(restored, 'cart_items')).toHaveLength(1);
          expect(replay.counts.find((count) => count.table === 'cart_items')).toMatchObject({ added: 1, orphaned: 1 });
          expect(replay.counts.find((count) => count.table === 'orders')).toMatchObject({ added: afterRestorePoint.length, changed: 1 });
          expect(replay.counts.find((count) => count.table === 'order_notes')).toMatchObject({ removed: 1 });
          // The catalogue is the restore point's.
          expect(tableRows(restored, 'products')).toEqual(tableRows(atPoint, 'products'));
        },
      ),
      { numRuns: 10 },
    );
  }, 60_000);

  it('a backup opened in memory holds what the database held', () => {
    const db = shopAt(fc.sample(generatedOrder, { numRuns: 5 }));
    const opened = openBackup(backupText(db));
    for (const table of ['customers', 'orders', 'order_lines', 'invoices', 'invoice_lines', 'products', 'media', 'category_lineage']) {
      expect(tableRows(opened, table), table).toEqual(tableRows(db, table));
    }
  });
});
