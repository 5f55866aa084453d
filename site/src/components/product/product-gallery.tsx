'use client';
/**
 * The product's pictures: the chosen one large (a button that opens the lightbox), thumbnails
 * below to choose another. The first picture is in the static HTML with its size, so nothing
 * shifts while the page hydrates.
 */
import { useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import type { Image } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './product-gallery.module.css';

// The lightbox loads when the shopper reaches for the picture, not with the page.
const loadLightbox = () => import('./lightbox.tsx').then((module) => module.Lightbox);

export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  // Mounted from the first opening on, so closing keeps it (and its focus return) in place.
  const Lightbox = useLoadedComponent(loadLightbox, lightboxAt !== null);
  const image = images[current] ?? images[0];
  if (!image) return null;

  return (
    <section className={styles.gallery} aria-label={t('Product.Gallery')}>
      <button
        type="button"
        className={styles.main}
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={() => {
          setLightboxAt(current);
        }}
      >
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
        <span className={styles.zoom} aria-hidden="true">
          <Icon name="zoom" size={22} />
        </span>
        <span className="visually-hidden">{t('Product.Enlarge', { name })}</span>
      </button>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((thumb, index) => (
            <li key={thumb.src}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={t('Product.ShowImage', { index: index + 1, count: images.length })}
                onClick={() => setCurrent(index)}
              >
                <img src={thumb.src} alt="" width={thumb.width} height={thumb.height} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {Lightbox ? <Lightbox images={images} openAt={lightboxAt} name={name} onClose={() => setLightboxAt(null)} /> : null}
    </section>
  );
}
