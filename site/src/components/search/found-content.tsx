import Link from 'next/link';
import type { ArticleHit, ProductSetSummary } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import { articleHref } from '@/lib/search-links.ts';
import styles from './found-content.module.css';
import '@/lib/i18n/pl-listing.ts';

/** Product sets a search found: picture, name and the price of the whole set. */
export function FoundSets({ sets }: { sets: ProductSetSummary[] }) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="search-sets" className={styles.section}>
      <h2 id="search-sets">{t('Search.Sets')}</h2>
      <ul className={styles.sets}>
        {sets.map((set) => (
          <li key={set.uuid} className={styles.set}>
            <img src={set.coverImage.src} alt="" width={set.coverImage.width} height={set.coverImage.height} loading="lazy" decoding="async" />
            <div>
              <h3>
                <Link href={href('productSet', { slug: set.slug })}>{set.name}</Link>
              </h3>
              <p className={styles.price}>
                <span className="visually-hidden">{t('Search.SetPrice')}: </span>
                <strong>{formatPrice(set.price.grossPrice)}</strong> {t('Product.Gross')}
                <span className={styles.net}>
                  {formatPrice(set.price.nettoPrice)} {t('Product.Net')}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Blog posts and pages a search found, with their leads. */
export function FoundArticles({ articles }: { articles: ArticleHit[] }) {
  const linked = articles.flatMap((article) => {
    const target = articleHref(article);
    return target ? [{ article, target }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <section aria-labelledby="search-articles" className={styles.section}>
      <h2 id="search-articles">{t('Search.Articles')}</h2>
      <ul className={styles.articles}>
        {linked.map(({ article, target }) => (
          <li key={target} className={styles.article}>
            <span className={styles.kind}>{t(`Search.Kind.${article.type}`)}</span>
            <h3>
              <Link href={target}>{article.title}</Link>
            </h3>
            {article.lead ? <p>{article.lead}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
