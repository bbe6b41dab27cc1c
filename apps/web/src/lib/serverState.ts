/**
 * The data a server-rendered page was rendered with (TanStack Query's dehydrated cache), carried in the HTML so the
 * browser hydrates without asking for it again. An ApiError does not survive JSON, so it travels as its status and
 * body and becomes an ApiError again (pages tell "not found" from other failures by it).
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Messages } from '@lingui/core';
import type { HydrationState } from 'react-router';
import { ApiError, isRecord } from './errors';

/**
 * What the HTML carries: the query cache, React Router's state (no loaders here, so little of it), and the accepted
 * wordings the page was rendered with (lib/i18n/acceptedWordings.ts), if its language has any.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  wordings?: Messages;
}

const STATE_ELEMENT_ID = 'server-query-state';

type TravellingError = { apiError: { status: number; body: unknown } };
const isTravellingError = (e: unknown): e is TravellingError =>
  isRecord(e) && isRecord(e.apiError) && typeof e.apiError.status === 'number';

/** Server: the finished queries (data and errors alike, so the browser's first render shows what the HTML shows). */
export function dehydrateForBrowser(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error',
  });
  for (const q of state.queries) {
    const error: unknown = q.state.error;
    if (error instanceof ApiError) {
      (q.state as { error: unknown }).error = {
        apiError: { status: error.status, body: error.body },
      } satisfies TravellingError;
    }
  }
  return state;
}

/** Server: the state as a script element; `<` is escaped so no text in the data can close the element. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** Browser: the state the page was rendered with, or null for a page the server did not render. */
export function serverRenderedState(): ServerState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** Browser: puts the server's queries into the cache before the first render. */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  for (const q of state.queries) {
    const error: unknown = q.state.error;
    if (isTravellingError(error))
      (q.state as { error: unknown }).error = new ApiError(error.apiError.status, error.apiError.body);
  }
  hydrate(client, state);
}
