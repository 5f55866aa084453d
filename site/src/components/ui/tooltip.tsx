'use client';
/**
 * The tooltip (spec §9): a short text for an element that shows only an icon, 200 ms after the
 * pointer rests on it or the keyboard focuses it, 5 px below it, or above it where what lies below
 * must stay readable (a field's note of why it changed what was typed); Escape, leaving or blurring
 * hides it. It describes the element (`aria-describedby`); the element keeps its own accessible name.
 *
 * @example
 * <Tooltip text="Usuń z koszyka"><button aria-label="Usuń: Mydło 5 l">×</button></Tooltip>
 */
import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP } from '@/lib/ui-constants.ts';
import styles from './tooltip.module.css';

interface TooltipProps {
  text: string;
  /** Below the element, or above it when something below must not be covered. */
  placement?: 'below' | 'above';
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Tooltip({ text, placement = 'below', children }: TooltipProps) {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), TOOLTIP.delayMs);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens to what its interactive child does (hover, focus, Escape).
    <span
      className={styles.anchor}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={styles.tooltip}
        data-shown={shown}
        style={{ [placement === 'below' ? 'top' : 'bottom']: `calc(100% + ${TOOLTIP.offsetPx}px)` }}
      >
        {text}
      </span>
    </span>
  );
}
