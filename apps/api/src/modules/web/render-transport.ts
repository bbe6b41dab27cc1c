// The API as the server renderer calls it (docs/decisions/020): in-process, as a visitor. Many pages ask the same few
// things (the lookup lists, the footer's towns, the home page's figures): an answer is kept a few seconds per URL, as
// decision 003 does for visitors' job lists, so an uncached page pays only for what is its own (its job, its search).
// Only GETs that answered 200 are kept; at most `maxEntries`, the oldest stored going first.

/** `requestId`: the page's that asks (its API calls are logged under it); a kept answer is shared whoever asked. */
export type TransportRequest = { method: string; url: string; requestId?: string };
export type TransportAnswer = { status: number; contentType: string | null; text: string };
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

export function memoisedTransport(
  inner: Transport,
  { ttlMs, maxEntries, now = () => Date.now() }: { ttlMs: number; maxEntries: number; now?: () => number },
): Transport {
  const kept = new Map<string, { answer: TransportAnswer; storedAt: number }>();
  const asking = new Map<string, Promise<TransportAnswer>>();
  return async (request) => {
    if (request.method !== 'GET') return inner(request);
    const hit = kept.get(request.url);
    if (hit && now() - hit.storedAt < ttlMs) return hit.answer;
    let pending = asking.get(request.url);
    if (!pending) {
      pending = inner(request)
        .then((answer) => {
          kept.delete(request.url);
          if (answer.status === 200) {
            kept.set(request.url, { answer, storedAt: now() });
            if (kept.size > maxEntries) {
              const oldest = kept.keys().next().value;
              if (oldest !== undefined) kept.delete(oldest);
            }
          }
          return answer;
        })
        .finally(() => asking.delete(request.url));
      asking.set(request.url, pending);
    }
    return pending;
  };
}
