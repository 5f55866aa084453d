'use client';
/**
 * The packing slip (`/panel/zamowienia/{uuid}/pakowanie`, issue 31): a printable page per order
 * with the recipient and each package's lines (number, name, quantity) and a checkbox per line.
 * The panel's frame and the buttons do not print.
 */
import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import type { DeskOrder } from '@/lib/panel/panel-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import styles from '../panel.module.css';
import { LoadState, PanelPage, PanelShell } from '../panel-page.tsx';
import { useDeskOrder } from './desk-order.tsx';
import { OrderLines } from './order-lines.tsx';
import '@/lib/i18n/pl-panel.ts';

function Recipient({ order }: { order: DeskOrder }) {
  const { buyer, delivery } = order;
  const address = delivery.address ?? {
    name: buyer.companyName ?? `${buyer.firstName} ${buyer.lastName}`,
    street: buyer.street,
    postcode: buyer.postcode,
    city: buyer.city,
  };
  return (
    <section className={styles.card} aria-labelledby="pakowanie-odbiorca">
      <h2 id="pakowanie-odbiorca">{t('Panel.Packing.Recipient')}</h2>
      <p>
        {address.name}
        <br />
        {address.street}, {address.postcode} {address.city}
        <br />
        {buyer.phone}
        <br />
        {delivery.methodName}
        {delivery.parcelLockerCode ? `: ${delivery.parcelLockerCode}` : ''}
        {delivery.branchName ? `: ${delivery.branchName}` : ''}
      </p>
    </section>
  );
}

function SlipOf({ uuid }: { uuid: string }) {
  const { data: order, error } = useDeskOrder(uuid);
  if (!order) return <LoadState error={error} />;
  return (
    <>
      <div className={styles.heading}>
        <h1>{t('Panel.Packing.Heading', { number: order.number })}</h1>
        <button type="button" className={`button button-primary ${styles.noPrint}`} onClick={() => window.print()}>
          {t('Panel.Packing.Print')}
        </button>
      </div>
      <p className={styles.noPrint}>
        <Link href={href('panelOrder', { uuid: order.uuid })}>{t('Panel.Order.Heading', { number: order.number })}</Link>
      </p>
      <Recipient order={order} />
      <OrderLines order={order} packing />
      <p>{t('Panel.Packing.Signature')} ______________________</p>
    </>
  );
}

export function PackingSlip() {
  return (
    <PanelPage heading={null} roles={ROLES_FOR.orders}>
      {() => <PanelShell route="panelPackingSlip">{(params) => <SlipOf key={params.uuid} uuid={params.uuid ?? ''} />}</PanelShell>}
    </PanelPage>
  );
}
