import { describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS } from '../lib/http-retries.ts';
import { getWithRetries } from './api-source.ts';

const noWait = () => Promise.resolve();

function answers(...statuses: Array<number | Error>): () => Promise<Response> {
  const queue = [...statuses];
  return vi.fn(async () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('asked once too often');
    if (next instanceof Error) throw next;
    return new Response(next === 200 ? '{"ok":true}' : '{"error":{"code":"internal_error"}}', { status: next });
  });
}

describe('getWithRetries', () => {
  it('returns the first good answer after server failures and broken connections', async () => {
    const send = answers(500, new Error('socket hang up'), 503, 200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await getWithRetries(send, '/api/public/v1/flags', noWait);
    expect(await response.json()).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('gives up after the last delay with the last failure', async () => {
    const send = answers(...Array.from({ length: RETRY_DELAYS_MS.length + 1 }, () => 500));
    const waited: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(getWithRetries(send, '/x', async (ms) => void waited.push(ms))).rejects.toThrow('GET /x answered 500');
    expect(waited).toEqual([...RETRY_DELAYS_MS]);
    vi.restoreAllMocks();
  });

  it('fails at once on a client error: asking again would not change it', async () => {
    const send = answers(404);
    await expect(getWithRetries(send, '/x', noWait)).rejects.toThrow('GET /x answered 404');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
