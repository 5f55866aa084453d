'use client';
/**
 * The product's pictures on its form: uploaded by dropping or picking several at once
 * (media-upload.tsx), each with its required text alternative, moved up and down with buttons
 * (the first is the cover) and removed. Moving keeps the focus on the button pressed.
 */
import { t } from '@/lib/i18n/index.ts';
import { MediaDropZone } from '../media/media-upload.tsx';
import type { ImageDraft } from './product-draft.ts';
import { fieldId, TextField } from './product-fields.tsx';
import { mediaSrc } from './product-list.tsx';
import styles from './products.module.css';
import '@/lib/i18n/pl-panel.ts';

interface ProductImagesProps {
  images: ImageDraft[];
  onChange: (images: ImageDraft[]) => void;
  problems: Readonly<Record<string, string>>;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ProductImages({ images, onChange, problems }: ProductImagesProps) {
  const error = problems.images ?? problems.coverImage;
  return (
    <section className={styles.section} aria-labelledby="produkt-zdjecia">
      <h2 id="produkt-zdjecia">{t('Panel.Product.Images')}</h2>
      <p className={styles.hint}>{t('Panel.Product.ImagesHint')}</p>
      {error ? (
        <p id={`${fieldId('images')}-blad`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ol className={styles.images}>
          {images.map((image, index) => (
            <li key={image.path} className={styles.image} data-testid="product-image">
              <img src={mediaSrc(image.path)} alt="" width={96} height={96} />
              <div className={styles.imageFields}>
                <p className={styles.imageName}>
                  {index === 0 ? <span className={styles.cover}>{t('Panel.Product.Cover')}</span> : null} {image.path}
                </p>
                <TextField
                  path={`images.${index}.alt`}
                  label={t('Panel.Product.ImageAlt', { number: index + 1 })}
                  value={image.alt}
                  required
                  maxLength={200}
                  error={problems[`images.${index}.alt`]}
                  onChange={(event) => onChange(images.map((other, at) => (at === index ? { ...other, alt: event.target.value } : other)))}
                />
                <div className={styles.imageActions}>
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    aria-label={t('Panel.Product.ImageUp', { number: index + 1 })}
                    onClick={() => onChange(moved(images, index, index - 1))}
                  >
                    {t('Panel.Product.Up')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === images.length - 1}
                    aria-label={t('Panel.Product.ImageDown', { number: index + 1 })}
                    onClick={() => onChange(moved(images, index, index + 1))}
                  >
                    {t('Panel.Product.Down')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('Panel.Product.ImageRemove', { number: index + 1 })}
                    onClick={() => onChange(images.filter((_, at) => at !== index))}
                  >
                    {t('Panel.Product.Remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <MediaDropZone
        accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
        multiple
        label={t('Panel.Product.AddImages')}
        onUploaded={(files) =>
          onChange([
            ...images,
            ...files.filter((file) => !images.some((image) => image.path === file.path)).map((file) => ({ path: file.path, alt: '' })),
          ])
        }
      />
    </section>
  );
}
