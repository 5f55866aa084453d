/**
 * The B2B quick order's sending (issue 12): the pasted lines are parsed, their numbers matched
 * through POST /products/numbers, the lines that cannot be added (unknown numbers, bad
 * quantities, malformed lines) described by their line numbers, and the rest sent to the cart in
 * one call. It loads with the first sending, not with the cart page (decision 027).
 */
import { postJson } from '@/lib/api-client.ts';
import type { ListResponse, ProductSummary } from '@/lib/api-types.ts';
import { addProductsToCartCall } from '@/lib/cart/cart-api.ts';
import { matchQuickOrder, parseQuickOrder, QUICK_ORDER_MAX_LINES, type QuickOrderProblem } from '@/lib/cart/quick-order.ts';
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
  /** The lines not added, each described with its line number. */
  problems: string[];
  /** What stopped the whole sending (nothing to send, too many lines, a failed lookup). */
  error: string | null;
  /** Everything was added: the field may be emptied. */
  isDone: boolean;
}

function describeProblem(problem: QuickOrderProblem): string {
  const line = problem.lineNumber;
  switch (problem.kind) {
    case 'unknown':
      return t('QuickOrder.UnknownNumber', { line, number: problem.number });
    case 'number':
      return t('QuickOrder.BadNumber', { line, number: problem.number });
    case 'quantity':
      return t('QuickOrder.BadQuantity', { line, number: problem.number, quantity: problem.quantity, max: MAX_PRODUCT_QUANTITY });
    case 'format':
      return t('QuickOrder.BadLine', { line, text: problem.text });
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

/** Sends the field's text; a failed lookup is reported, not thrown. */
export async function sendQuickOrder(text: string): Promise<QuickOrderOutcome> {
  const parsed = parseQuickOrder(text);
  const count = parsed.lines.length + parsed.problems.length;
  if (count === 0) return { problems: [], error: t('QuickOrder.Empty'), isDone: false };
  if (count > QUICK_ORDER_MAX_LINES)
    return { problems: [], error: t('QuickOrder.TooManyLines', { max: QUICK_ORDER_MAX_LINES, count }), isDone: false };
  try {
    const products = parsed.lines.length > 0 ? await findProducts(parsed.lines.map((line) => line.number)) : [];
    const { productsData, unknown } = matchQuickOrder(parsed.lines, products);
    const all = [...parsed.problems, ...unknown].sort((a, b) => a.lineNumber - b.lineNumber);
    let isAdded = false;
    if (productsData.length > 0) {
      isAdded = (await runCartChange(() => addProductsToCartCall({ productsData }), t('Product.Error.Label.OnProductAddToCart'))) !== null;
    }
    return { problems: all.map(describeProblem), error: null, isDone: isAdded && all.length === 0 };
  } catch (error) {
    console.warn('Quick order lookup failed', error);
    return { problems: [], error: t('QuickOrder.LookupError'), isDone: false };
  }
}
