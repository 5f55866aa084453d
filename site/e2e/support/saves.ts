/**
 * Saves a page sends to one address (PUT), some of them answered late, and the order in which
 * they were sent and answered: for the tests that a save made while another is on its way reaches
 * the server after it (site/src/lib/one-at-a-time.ts).
 */
import type { Page } from '@playwright/test';

/**
 * Holds the PUTs to `pattern` whose turn (0 for the first) is in `heldTurns` for `holdMs`, and
 * returns the log of saves, "sent 5", "answered 5", …, each named by `labelOf` of its JSON body.
 */
export async function recordSaves(
  page: Page,
  pattern: string,
  labelOf: (body: Record<string, unknown>) => unknown,
  { heldTurns, holdMs = 2000 }: { heldTurns: readonly number[]; holdMs?: number },
): Promise<string[]> {
  let turn = 0;
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'PUT' && heldTurns.includes(turn++)) await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue();
  });
  const saves: string[] = [];
  const path = pattern.replace(/^\*\*/, '');
  const nameOf = (body: string | null) => String(labelOf(JSON.parse(body ?? '{}') as Record<string, unknown>));
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === path) saves.push(`sent ${nameOf(request.postData())}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'PUT' && new URL(response.url()).pathname === path) saves.push(`answered ${nameOf(request.postData())}`);
  });
  return saves;
}
