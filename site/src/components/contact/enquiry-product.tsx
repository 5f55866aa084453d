'use client';
/**
 * The product a contact enquiry asks about: its name and number from the query at once, and,
 * once the shop found it by number (spec §7 POST /products/numbers), its picture and a link to its
 * page. The box keeps its size while it waits, so nothing moves when the picture arrives; a
 * failed or empty answer only leaves the link out (spec §8: such calls are only logged).
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { postJson } from '@/lib/api-client.ts';
import type { ListResponse, Product } from '@/lib/api-types.ts';
import { getProductsByNumbers } from '@/lib/generated/response-shapes/getProductsByNumbers.ts';
import { t } from '@/lib/i18n/index.ts';
import type { ProductEnquiry } from '@/lib/product-enquiry.ts';
import { href } from '@/lib/routes.ts';
import styles from './enquiry-product.module.css';
import '@/lib/i18n/pl-contact.ts';

type Found = Pick<Product, 'slug' | 'name' | 'coverImage'>;

function useProductByNumber(productNumber: string): Found | null {
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    let isCurrent = true;
    setFound(null);
    postJson<ListResponse<Product>>('/products/numbers', { numbers: [productNumber] }, getProductsByNumbers)
      .then(({ items }) => {
        const product = items.find((item) => item.number === productNumber);
        if (isCurrent && product) setFound({ slug: product.slug, name: product.name, coverImage: product.coverImage });
      })
      .catch((error: unknown) => console.info('enquiry product lookup failed', error instanceof Error ? error.message : error));
    return () => {
      isCurrent = false;
    };
  }, [productNumber]);
  return found;
}

export function EnquiryProduct({ enquiry }: { enquiry: ProductEnquiry }) {
  const found = useProductByNumber(enquiry.productNumber);
  return (
    <div className={styles.product}>
      <div className={styles.picture}>
        {found ? <img src={found.coverImage.src} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
      </div>
      <div className={styles.facts}>
        <p className={styles.label}>{t('Contact.Enquiry.Product')}</p>
        <p className={styles.name}>{found?.name ?? enquiry.productName}</p>
        <p className={styles.number}>{t('Contact.Enquiry.Number', { number: enquiry.productNumber })}</p>
      </div>
      <p className={styles.link}>
        {found ? (
          <Link href={href('product', { slug: found.slug })}>
            {t('Contact.Enquiry.ProductLink')} <span aria-hidden="true">›</span>
          </Link>
        ) : null}
      </p>
    </div>
  );
}
