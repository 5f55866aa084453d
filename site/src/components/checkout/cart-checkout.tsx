'use client';
/**
 * The cart and the checkout on /koszyk (issue 13). The first step is the cart's own view
 * (`cartStep`: editable lines, totals, quick order), which the page's first load carries; the
 * checkout after it (checkout-flow.tsx: the data, the steps and their history, the way on to
 * delivery and payment) loads once the cart has answered with something to check out (decision
 * 027). Before, it loaded beside the cart's request for every visitor: an empty cart, which has
 * no checkout, paid for its module and its render while the page became usable (issue 36). The
 * way on shows in the cart's summary box (checkout-entry.ts). Once it shows the form of a later
 * step, the cart's view steps aside.
 */
import { type ReactNode, useState } from 'react';
import { useCart } from '@/components/cart/use-cart.ts';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import { type CheckoutEntry, CheckoutEntryContext } from './checkout-entry.ts';

export interface BranchOption {
  slug: string;
  name: string;
}

const loadFlow = () => import('./checkout-flow.tsx').then((module) => module.CheckoutFlow);

export function CartCheckout({ cartStep, branches }: { cartStep: ReactNode; branches: readonly BranchOption[] }) {
  const { data: cart, reader } = useCart();
  const Flow = useLoadedComponent(loadFlow, (cart?.items.length ?? 0) > 0);
  const [isFormShown, setFormShown] = useState(false);
  const [entry, setEntry] = useState<CheckoutEntry | null>(null);
  return (
    <CheckoutEntryContext value={entry}>
      {reader}
      {isFormShown ? null : cartStep}
      {Flow ? <Flow branches={branches} onFormShown={setFormShown} onEntry={setEntry} /> : null}
    </CheckoutEntryContext>
  );
}
