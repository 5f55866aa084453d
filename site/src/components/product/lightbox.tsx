'use client';
/**
 * A small accessible lightbox (spec §9): a modal dialog (focus stays inside, Escape closes it,
 * focus returns to the opener), arrow keys and buttons move between pictures, looping at the ends,
 * a swipe of 50 px does the same, pictures slide in over 600 ms, and the toolbar and caption fade
 * out after 6 s without input.
 */
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { stepIndex, useSwipe } from '@/components/ui/use-swipe.ts';
import type { Image } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { LIGHTBOX } from '@/lib/ui-constants.ts';
import styles from './lightbox.module.css';
import '@/lib/i18n/pl-lightbox.ts';

interface LightboxProps {
  images: readonly Image[];
  /** The picture to open at, or null while closed. */
  openAt: number | null;
  /** The product's name, for the dialog's label. */
  name: string;
  onClose(): void;
}

export function Lightbox({ images, openAt, name, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous'>('next');
  const [barsVisible, setBarsVisible] = useState(true);
  const barsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showBars = useCallback(() => {
    setBarsVisible(true);
    clearTimeout(barsTimer.current);
    barsTimer.current = setTimeout(() => setBarsVisible(false), LIGHTBOX.barsHideDelayMs);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (openAt !== null && !dialog.open) {
      setIndex(openAt);
      dialog.showModal();
      showBars();
    }
    if (openAt === null && dialog.open) dialog.close();
  }, [openAt, showBars]);
  useEffect(() => () => clearTimeout(barsTimer.current), []);

  const go = useCallback(
    (step: 1 | -1) => {
      setDirection(step === 1 ? 'next' : 'previous');
      setIndex((current) => stepIndex(current, step, images.length, LIGHTBOX.loop));
      showBars();
    },
    [images.length, showBars],
  );
  const swipe = useSwipe({ thresholdPx: LIGHTBOX.swipeThresholdPx, onSwipe: (side) => go(side === 'left' ? 1 : -1) });
  const image = images[index];
  const hasMany = images.length > 1;

  return (
    <dialog
      ref={dialogRef}
      className={styles.lightbox}
      aria-label={t('Lightbox.Label', { name })}
      data-bars={barsVisible ? 'visible' : 'hidden'}
      style={{ '--lightbox-speed': `${LIGHTBOX.speedMs}ms` } as CSSProperties}
      onClose={onClose}
      onPointerMove={showBars}
      onKeyDown={(event) => {
        showBars();
        if (event.key === 'ArrowRight' && hasMany) go(1);
        if (event.key === 'ArrowLeft' && hasMany) go(-1);
      }}
    >
      <div className={styles.toolbar}>
        <p className={styles.counter} aria-live="polite">
          {t('Lightbox.Counter', { index: index + 1, count: images.length })}
        </p>
        <button type="button" className={styles.button} onClick={onClose}>
          <Icon name="close" size={26} />
          <span className="visually-hidden">{t('Lightbox.Close')}</span>
        </button>
      </div>
      <div className={styles.stage} {...swipe}>
        {image ? (
          <img
            key={`${index}-${direction}`}
            className={styles.image}
            data-direction={direction}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            draggable={false}
          />
        ) : null}
      </div>
      {hasMany ? (
        <>
          <button type="button" className={`${styles.button} ${styles.previous}`} onClick={() => go(-1)}>
            <Icon name="chevron-left" size={30} />
            <span className="visually-hidden">{t('Lightbox.Previous')}</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.next}`} onClick={() => go(1)}>
            <Icon name="chevron-right" size={30} />
            <span className="visually-hidden">{t('Lightbox.Next')}</span>
          </button>
        </>
      ) : null}
      {image ? <p className={styles.caption}>{image.alt}</p> : null}
    </dialog>
  );
}
