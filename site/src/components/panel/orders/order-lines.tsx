/**
 * An order's lines by package (stock, supplier) with the totals: on the order's page, and with a
 * checkbox per line on the packing slip.
 */
import { t, tCount } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import type { DeskOrder } from '@/lib/panel/panel-types.ts';
import styles from '../panel.module.css';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

export function packageHeading(pack: DeskOrder['packages'][number]): string {
  if (pack.source === 'stock') return t('Panel.Order.Stock');
  return pack.supplierDeliveryDays === null
    ? t('Panel.Order.SupplierNoDays')
    : t('Panel.Order.Supplier', { days: tCount(pack.supplierDeliveryDays, 'DayAfterDo') });
}

export function OrderLines({ order, packing = false }: { order: DeskOrder; packing?: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="zamowienie-pozycje">
      <h2 id="zamowienie-pozycje">{t('Panel.Order.Packages')}</h2>
      {order.packages.map((pack) => (
        <TableWrap key={pack.source} label={packageHeading(pack)}>
          <table className={styles.table}>
            <caption>
              <strong>{packageHeading(pack)}</strong>
            </caption>
            <thead>
              <tr>
                {packing ? <th scope="col">{t('Panel.Packing.Packed')}</th> : null}
                <th scope="col">{t('Panel.Order.ProductNumber')}</th>
                <th scope="col">{t('Panel.Order.Product')}</th>
                <th scope="col">{t('Panel.Order.Quantity')}</th>
                {packing ? null : (
                  <>
                    <th scope="col">{t('Panel.Order.UnitGross')}</th>
                    <th scope="col">{t('Panel.Order.LineGross')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {pack.lines.map((line) => (
                <tr key={line.productNumber}>
                  {packing ? (
                    <td>
                      <input type="checkbox" aria-label={`${t('Panel.Packing.Packed')}: ${line.productName}`} />
                    </td>
                  ) : null}
                  <td>{line.productNumber}</td>
                  <td>{line.productName}</td>
                  <td className={styles.number}>
                    {line.quantity} {line.salesUnit}
                  </td>
                  {packing ? null : (
                    <>
                      <td className={styles.number}>{formatPrice(line.unitGross)}</td>
                      <td className={styles.number}>{formatPrice(line.lineGross)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ))}
      {packing ? null : (
        <p>
          {t('Panel.Order.Totals', {
            net: formatPrice(order.totals.net),
            vat: formatPrice(order.totals.vat),
            gross: formatPrice(order.totals.gross),
          })}
        </p>
      )}
    </section>
  );
}
