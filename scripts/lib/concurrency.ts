/** Work over a list, a bounded number at a time, for the scripts' I/O (API calls, files, uploads). */

/**
 * `work` over `items`, at most `limit` at a time, the answers in the items' order.
 * @example await mapConcurrently(files, 16, (file) => readFile(file))
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
