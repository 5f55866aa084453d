'use client';
/**
 * The action of a mailed link (confirm, unsubscribe, notification click): once the shell has
 * read the token from the address, the page posts it to the API, once per token, and shows the
 * outcome. The API, not the page, decides: an unknown, used or expired token is its 404.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { Shape } from '@/lib/api-shape.ts';

export type TokenActionState<Answer> =
  | { status: 'working' }
  | { status: 'done'; answer: Answer }
  | { status: 'not_found'; code: string | undefined }
  | { status: 'failed' };

/** Posts `path` once per distinct path (a new token is a new action) and tracks the outcome. */
export function useTokenAction<Answer>(path: string, shape: Shape): TokenActionState<Answer> {
  const [state, setState] = useState<TokenActionState<Answer>>({ status: 'working' });
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === path) return;
    posted.current = path;
    setState({ status: 'working' });
    postJson<Answer>(path, undefined, shape)
      .then((answer) => setState({ status: 'done', answer }))
      .catch((error: unknown) =>
        setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'not_found', code: error.code } : { status: 'failed' }),
      );
  }, [path, shape]);
  return state;
}
