/**
 * Interface constants of spec §9, in one place so every component reads the same numbers.
 * These are interface defaults, not business rules (spec §9 says so itself).
 */

/** Spec §9 lightbox: slide speed, bars hidden after inactivity, swipe threshold, looping. */
export const LIGHTBOX = { speedMs: 600, barsHideDelayMs: 6000, swipeThresholdPx: 50, loop: true } as const;

/** Spec §9 carousel: autoplay interval and swipe threshold. */
export const CAROUSEL = { intervalMs: 5000, swipeThresholdPx: 40 } as const;

/** Spec §9: a dropdown inside a navbar hides 300 ms after the pointer leaves it. */
export const NAVBAR_DROPDOWN_HIDE_DELAY_MS = 300;

/** Spec §2/§9: the narrow-screen breakpoint (error buttons shorten at or below it). */
export const NARROW_SCREEN_MAX_PX = 575;

/** Spec §4 "mobile or tablet": below the desktop grid breakpoint (lg) the header is the mobile one. */
export const MOBILE_HEADER_MAX_PX = 991;

/** Spec §4/§9 navigation progress bar: shown after 200 ms, creeps over 5000 ms, hidden 500 ms after finishing. */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Spec §4/§9: a failed chunk load reloads the page at most once per 60 000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Spec §9: analytics (ad tracker) events are sent 3000 ms after they happen. */
export const TRACKER_DELAY_MS = 3000;

/** Spec §9 tooltip: shown 200 ms after hover or focus, 5 px from its element. */
export const TOOLTIP = { delayMs: 200, offsetPx: 5 } as const;
