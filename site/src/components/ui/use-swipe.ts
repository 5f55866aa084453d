'use client';
/**
 * Horizontal swipes from pointer events (touch, pen and mouse drags): a swipe is a move of at
 * least `thresholdPx` that is more horizontal than vertical. The element should set
 * `touch-action: pan-y`, so vertical scrolling stays with the browser.
 */
import { type PointerEvent, useRef } from 'react';

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerUp(event: PointerEvent): void;
  onPointerCancel(): void;
}

export function useSwipe({ thresholdPx, onSwipe }: { thresholdPx: number; onSwipe: (direction: 'left' | 'right') => void }): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= thresholdPx && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** The index `step` away from `index` in a list of `count`, wrapping round when `loop` is on. */
export function stepIndex(index: number, step: number, count: number, loop: boolean): number {
  if (count === 0) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}
