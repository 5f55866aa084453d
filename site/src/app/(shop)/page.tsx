import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogTeasers } from '@/components/home/blog-teasers.tsx';
import { HeroCarousel } from '@/components/home/hero-carousel.tsx';
import { ListingHeading } from '@/components/product/listing-heading.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import {
  getCategoryTree,
  getFlag,
  getHomeSlider,
  listFlagProducts,
  listLatestBlogPosts,
  listPromotedProducts,
  listShopRecommendations,
} from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { organizationJsonLd } from '@/lib/json-ld.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import styles from './home.module.css';
import '@/lib/i18n/pl-content.ts';

export const metadata: Metadata = pageMetadata({ title: t('Home.Title'), description: t('Home.Description'), path: href('home') });

const HOME_ROW = 8;

export default function HomePage() {
  const categories = getCategoryTree().filter((category) => category.kind === 'regular');
  const promoted = listPromotedProducts().slice(0, HOME_ROW);
  const promotionFlag = getFlag('promocje');
  const recommended = listShopRecommendations(HOME_ROW);
  const bestsellers = listFlagProducts('bestseller').slice(0, HOME_ROW);
  const posts = listLatestBlogPosts(3);

  return (
    <>
      <h1 className="visually-hidden">{t('Home.Title')}</h1>
      <HeroCarousel slides={getHomeSlider().slides} />
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
            <ListingHeading
              level={2}
              id="promocje"
              title={t('Home.Promotions')}
              aside={promotionFlag ? <Link href={href('browseFlag', { flag: promotionFlag.slug })}>{t('Home.AllPromotions')}</Link> : null}
            />
            <ProductGrid products={promoted} eager={0} />
          </section>
        ) : null}
        {recommended.length > 0 ? (
          <section className={styles.section} aria-labelledby="polecane">
            <h2 id="polecane">{t('Home.Recommended')}</h2>
            <ProductGrid products={recommended} eager={0} />
          </section>
        ) : null}
        {bestsellers.length > 0 ? (
          <section className={styles.section} aria-labelledby="bestsellery">
            <h2 id="bestsellery">{t('Home.Bestsellers')}</h2>
            <ProductGrid products={bestsellers} eager={0} />
          </section>
        ) : null}
        {posts.length > 0 ? (
          <section className={styles.section} aria-labelledby="blog">
            <ListingHeading
              level={2}
              id="blog"
              title={t('Home.Blog')}
              aside={
                <Link href={href('blog')} prefetch={false}>
                  {t('Home.AllPosts')}
                </Link>
              }
            />
            <BlogTeasers posts={posts} />
          </section>
        ) : null}
      </div>
      <JsonLd data={organizationJsonLd(SITE_URL)} />
    </>
  );
}
