import localFont from 'next/font/local';

/**
 * Inter, one variable file of the characters a Polish page draws and the weights the design uses
 * (written by the build: scripts/build/font-subset.ts). next/font preloads it and adds a fallback
 * face sized to Inter's metrics (`size-adjust` and the ascent and descent overrides), so the swap
 * from the system font moves nothing.
 */
export const inter = localFont({
  src: '../../.generated/inter-pl.woff2',
  weight: '400 800',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
