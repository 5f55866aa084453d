import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { getCategoryTree, getHomeSlider, listFlagProducts, listProductSummaries } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { organizationJsonLd } from '@/lib/json-ld.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import styles from './home.module.css';

export const metadata: Metadata = pageMetadata({ title: t('Home.Title'), description: t('Home.Description'), path: href('home') });

export default function HomePage() {
  const slider = getHomeSlider();
  // Only slides that lead to a page this build exports (categories and products for now).
  const hero = slider.slides.find((slide) => /^\/(kategoria|produkt)\/[a-z0-9-]+$/.test(slide.link.url));
  const categories = getCategoryTree().filter((category) => category.kind === 'regular');
  const promoted = listProductSummaries()
    .filter((product) => product.price.promotion !== null)
    .slice(0, 8);
  const bestsellers = listFlagProducts('bestseller').slice(0, 8);

  return (
    <>
      {hero ? (
        <section className={styles.hero}>
          <div className={`container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <h1>{hero.title}</h1>
              <p>{hero.subtitle}</p>
              <Link className={styles.heroButton} href={hero.link.url}>
                {hero.link.label}
              </Link>
            </div>
            <img src={hero.image.src} alt="" width={hero.image.width} height={hero.image.height} fetchPriority="high" />
          </div>
        </section>
      ) : null}
      <div className="container">
        <section className={styles.section} aria-labelledby="kategorie">
          <h2 id="kategorie">{t('Home.Categories')}</h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.uuid}>
                <Link href={href('category', { slug: category.slug })}>
                  <strong>{category.name}</strong>
                  <span>{category.children.map((child) => child.name).join(', ') || category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {promoted.length > 0 ? (
          <section className={styles.section} aria-labelledby="promocje">
            <h2 id="promocje">{t('Home.Promotions')}</h2>
            <ProductGrid products={promoted} />
          </section>
        ) : null}
        {bestsellers.length > 0 ? (
          <section className={styles.section} aria-labelledby="bestsellery">
            <h2 id="bestsellery">{t('Home.Bestsellers')}</h2>
            <ProductGrid products={bestsellers} />
          </section>
        ) : null}
      </div>
      <JsonLd data={organizationJsonLd(SITE_URL)} />
    </>
  );
}
