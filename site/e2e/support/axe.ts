/**
 * The accessibility checks the browser tests share: axe's WCAG 2.0, 2.1 and 2.2 A/AA rules, and
 * reflow (WCAG 1.4.10), which axe does not test: at the width it is shown, the page never scrolls
 * sideways (a wide table scrolls inside its own region).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * WCAG 2.2 adds one rule axe can test (axe-core 4.14 tags it `wcag22aa`): target-size, SC 2.5.8,
 * a control at least 24×24 px or that far from the next one.
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A reflow failure, when the page is wider than its viewport. */
export async function reflowFailure(page: Page): Promise<string | null> {
  const { width, viewport } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  return width > viewport ? `reflow (WCAG 1.4.10): the page is ${width} px wide in a ${viewport} px window` : null;
}

/** The page's WCAG 2.2 A/AA failures, as `rule: elements`: axe's (in `include` only, when given) and reflow. */
export async function accessibilityFailures(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const audit = await (include ? builder.include(include) : builder).analyze();
  const reflow = await reflowFailure(page);
  return [
    ...audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ...(reflow ? [reflow] : []),
  ];
}

/** No failure at each width (the phone's 360 px and a desktop's 1280 px by default); leaves the window at 1280 px. */
export async function expectAccessibleAt(page: Page, what = 'the page', widths: readonly number[] = [1280, 360]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFailures(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
