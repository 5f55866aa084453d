'use client';
/**
 * The home slider (spec §9 carousel): a new slide every 5 s, paused while the pointer or the
 * keyboard focus is on it, when the tab is hidden, when the shopper pauses it (WCAG 2.2.2), and
 * from the start when they prefer reduced motion; buttons, dots and a 40 px swipe move between
 * slides. All slides share one grid cell, so the height never changes; only the first is
 * painted in the static HTML, and the rest are inert until shown.
 */
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { stepIndex, useSwipe } from '@/components/ui/use-swipe.ts';
import type { Slide } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { CAROUSEL } from '@/lib/ui-constants.ts';
import styles from './hero-carousel.module.css';

export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  const [current, setCurrent] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const count = slides.length;

  const go = useCallback((step: number) => setCurrent((index) => stepIndex(index, step, count, true)), [count]);
  const swipe = useSwipe({ thresholdPx: CAROUSEL.swipeThresholdPx, onSwipe: (side) => go(side === 'left' ? 1 : -1) });

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);
  useEffect(() => {
    if (isPaused || isHeld || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') go(1);
    }, CAROUSEL.intervalMs);
    return () => clearInterval(timer);
  }, [isPaused, isHeld, count, go]);

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('Carousel.RoleDescription')}
      aria-label={t('Carousel.Label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.slides} {...swipe}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern makes a slide a group with its own role description; a fieldset would announce a form.
          <div
            key={slide.image.src}
            className={styles.slide}
            role="group"
            aria-roledescription={t('Carousel.SlideRoleDescription')}
            aria-label={t('Carousel.Slide', { index: index + 1, count })}
            data-current={index === current || undefined}
            inert={index !== current}
          >
            <div className={`container ${styles.slideInner}`}>
              <div className={styles.text}>
                <h2>{slide.title}</h2>
                <p>{slide.subtitle}</p>
                {/* Only one slide shows at a time: prefetching every slide's page would waste a phone's data. */}
                <Link className={styles.cta} href={slide.link.url} prefetch={false}>
                  {slide.link.label}
                  <Icon name="chevron-right" size={18} />
                </Link>
              </div>
              <img
                src={slide.image.src}
                alt=""
                width={slide.image.width}
                height={slide.image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={`container ${styles.controls}`}>
          <button type="button" className={styles.control} onClick={() => go(-1)}>
            <Icon name="chevron-left" size={20} />
            <span className="visually-hidden">{t('Carousel.Previous')}</span>
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={slide.image.src}>
                <button type="button" aria-current={index === current || undefined} onClick={() => setCurrent(index)}>
                  <span className="visually-hidden">{t('Carousel.GoTo', { index: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(1)}>
            <Icon name="chevron-right" size={20} />
            <span className="visually-hidden">{t('Carousel.Next')}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => setPaused((paused) => !paused)} aria-pressed={isPaused}>
            <Icon name={isPaused ? 'play' : 'pause'} size={18} />
            <span className="visually-hidden">{isPaused ? t('Carousel.Play') : t('Carousel.Pause')}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
