/**
 * The B2B quick order's sending (issue 12): the pasted lines are parsed, their numbers matched
 * through POST /products/numbers, and what was found sent to the cart in one call. The form then
 * keeps only the lines that failed (issue 36 item 3: sending again added the rest twice): bad
 * lines, unknown numbers and products the cart refused, each described under its line number in
 * the text that remains. It loads with the first sending, not with the cart page (decision 027).
 */
import { postJson } from '@/lib/api-client.ts';
import type { ListResponse, ProductSummary } from '@/lib/api-types.ts';
import { addProductsToCartCall } from '@/lib/cart/cart-api.ts';
import {
  keepFailedLines,
  type MatchedLine,
  matchQuickOrder,
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderProblem,
} from '@/lib/cart/quick-order.ts';
import { getProductsByNumbers } from '@/lib/generated/response-shapes/getProductsByNumbers.ts';
import { t } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import { runCartChange } from './run-cart-change.ts';
import '@/lib/i18n/pl-quick-order.ts';
import '@/lib/i18n/pl-quick-order-sending.ts';

/** POST /products/numbers takes at most 100 numbers a call. */
const NUMBERS_PER_CALL = 100;

/** What a sending reports back to the form. */
export interface QuickOrderOutcome {
  /** What the field holds now: the lines that failed, none of those added. */
  text: string;
  /** The lines not added, each described with its line number in `text`. */
  problems: string[];
  /** What stopped the whole sending (nothing to send, too many lines, a failed lookup or add). */
  error: string | null;
}

/** A line that was not added: a problem of the text, or a line the cart refused with the reason it gave. */
type FailedLine = QuickOrderProblem | (MatchedLine & { reason: string });

function describeFailure(failure: FailedLine, line: number): string {
  if (!('kind' in failure)) return t('QuickOrder.Refused', { line, number: failure.number, reason: failure.reason });
  switch (failure.kind) {
    case 'unknown':
      return t('QuickOrder.UnknownNumber', { line, number: failure.number });
    case 'number':
      return t('QuickOrder.BadNumber', { line, number: failure.number });
    case 'quantity':
      return t('QuickOrder.BadQuantity', { line, number: failure.number, quantity: failure.quantity, max: MAX_PRODUCT_QUANTITY });
    case 'format':
      return t('QuickOrder.BadLine', { line, text: failure.text });
  }
}

async function findProducts(numbers: readonly string[]): Promise<ProductSummary[]> {
  const unique = [...new Set(numbers)];
  const chunks = Array.from({ length: Math.ceil(unique.length / NUMBERS_PER_CALL) }, (_, index) =>
    unique.slice(index * NUMBERS_PER_CALL, (index + 1) * NUMBERS_PER_CALL),
  );
  const answers = await Promise.all(
    chunks.map((chunk) => postJson<ListResponse<ProductSummary>>('/products/numbers', { numbers: chunk }, getProductsByNumbers)),
  );
  return answers.flatMap((answer) => answer.items);
}

/**
 * The matched lines the cart did not take, with its reasons: all of them when the call failed
 * (null), else those whose product the answer lists as skipped.
 */
async function addMatched(matched: readonly MatchedLine[], productsData: { uuid: string; quantity: number }[]): Promise<FailedLine[] | null> {
  if (productsData.length === 0) return [];
  const update = await runCartChange(() => addProductsToCartCall({ productsData }), t('Product.Error.Label.OnProductAddToCart'));
  if (update === null) return null;
  const reasonOf = new Map(update.items.skipped.map((item) => [item.uuid, item.message]));
  return matched.flatMap((line) => {
    const reason = reasonOf.get(line.uuid);
    return reason === undefined ? [] : [{ ...line, reason }];
  });
}

/** Sends the field's text; a failed lookup or add is reported, not thrown, and leaves the text as it was. */
export async function sendQuickOrder(text: string): Promise<QuickOrderOutcome> {
  const parsed = parseQuickOrder(text);
  const count = parsed.lines.length + parsed.problems.length;
  if (count === 0) return { text, problems: [], error: t('QuickOrder.Empty') };
  if (count > QUICK_ORDER_MAX_LINES) return { text, problems: [], error: t('QuickOrder.TooManyLines', { max: QUICK_ORDER_MAX_LINES, count }) };
  try {
    const products = parsed.lines.length > 0 ? await findProducts(parsed.lines.map((line) => line.number)) : [];
    const { productsData, matched, unknown } = matchQuickOrder(parsed.lines, products);
    const refused = await addMatched(matched, productsData);
    const failed: FailedLine[] = [...parsed.problems, ...unknown, ...(refused ?? [])].sort((a, b) => a.lineNumber - b.lineNumber);
    // Nothing was added: the text stays whole, to be sent again.
    if (refused === null) {
      return { text, problems: failed.map((failure) => describeFailure(failure, failure.lineNumber)), error: t('QuickOrder.NotAdded') };
    }
    const kept = keepFailedLines(
      text,
      failed.map((failure) => failure.lineNumber),
    );
    return {
      text: kept.text,
      problems: failed.map((failure) => describeFailure(failure, kept.lineNumberOf.get(failure.lineNumber) ?? failure.lineNumber)),
      error: null,
    };
  } catch (error) {
    console.warn('Quick order lookup failed', error);
    return { text, problems: [], error: t('QuickOrder.LookupError') };
  }
}
