import type { Metadata } from 'next';
import { CartContents } from '@/components/cart/cart-contents.tsx';
import type { SetItemQuantities } from '@/components/cart/cart-lines.tsx';
import { QuickOrder } from '@/components/cart/quick-order.tsx';
import { CartCheckout } from '@/components/checkout/cart-checkout.tsx';
import { RecommendedProducts } from '@/components/product/recommended-products.tsx';
import { ViewedProducts } from '@/components/product/viewed-products.tsx';
import { Icon, type IconName } from '@/components/ui/icons.tsx';
import { IntentPrefetchLink } from '@/components/ui/intent-prefetch-link.tsx';
import { sortBranchesByKind } from '@/lib/branches.ts';
import { listBranches, listProductSets, listShopRecommendations } from '@/lib/content.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { toTileProduct } from '@/lib/product-summary.ts';
import { href } from '@/lib/routes.ts';
import styles from './cart-page.module.css';
import '@/lib/i18n/pl-content.ts';
import '@/lib/i18n/pl-cart.ts';

export const metadata: Metadata = pageMetadata({ title: t('Cart.Title'), description: t('Cart.Description'), path: href('cart') });

const assurances: [IconName, MessageKey][] = [
  ['lock', 'Cart.Payment'],
  ['truck', 'Cart.Delivery'],
  ['invoice', 'Cart.Invoice'],
];

/** Each set's products with their quantity in one set: how the page puts back a removed set. */
function setItemQuantities(): SetItemQuantities {
  return Object.fromEntries(
    listProductSets().map((set) => [set.uuid, Object.fromEntries(set.items.map((item) => [item.product.uuid, item.quantity]))]),
  );
}

/**
 * The cart page (spec §2, cart layout), where the checkout lives too (issue 13): its first step is
 * the cart itself (the lines with their totals, or the empty state, beside the shopper's
 * assurances, and the B2B quick order), then delivery and payment, buyer and review; below every
 * step, recommendations and the viewed products.
 */
export default function CartPage() {
  return (
    <div className="container">
      <h1 className={styles.title}>{t('Cart.Title')}</h1>
      <CartCheckout
        branches={sortBranchesByKind(listBranches()).map(({ slug, name }) => ({ slug, name }))}
        cartStep={
          <>
            <CartContents
              setItemQuantities={setItemQuantities()}
              empty={
                <div className={styles.empty}>
                  <Icon name="cart" size={48} />
                  <h2 id="koszyk-pusty">{t('Cart.Empty')}</h2>
                  <p>{t('Cart.EmptyHint')}</p>
                  <IntentPrefetchLink href={href('home')} className="button button-primary">
                    {t('Cart.ContinueShopping')}
                  </IntentPrefetchLink>
                </div>
              }
              assurance={
                <aside className={styles.assurance} aria-labelledby="kupujesz-bezpiecznie">
                  <h2 id="kupujesz-bezpiecznie">{t('Cart.Assurance')}</h2>
                  <ul>
                    {assurances.map(([icon, key]) => (
                      <li key={key}>
                        <Icon name={icon} size={20} />
                        {t(key)}
                      </li>
                    ))}
                  </ul>
                </aside>
              }
            />
            <QuickOrder />
          </>
        }
      />
      <RecommendedProducts
        products={listShopRecommendations().map(toTileProduct)}
        target="basket"
        heading={t('Cart.Recommended')}
        headingId="moze-cie-zainteresowac"
        className={styles.row}
      />
      <ViewedProducts heading={t('Cart.Viewed')} headingId="ostatnio-ogladane" />
    </div>
  );
}
