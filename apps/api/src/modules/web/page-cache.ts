// Visitors' server-rendered pages, kept a few seconds per URL (its language is in the path) and data-saver setting
// (docs/decisions/020), as decision 003 does for the API's lists: a crowd opening the home page costs one render every
// few seconds instead of one each. What is kept is never personal: the server renders every page as a visitor sees
// it (the session lives in the browser), and the inline scripts are allowed by their hashes, so no per-response nonce
// is in the bytes. Each encoding is made once, when first asked for, and kept with the page. Bounded by bytes and by
// entries; the least recently stored goes first. One render per key at a time: a crowd arriving at a page nobody has
// opened yet waits for the same render.
import { compressOnce, type Encoding } from '../../lib/compression.js';

export type CachedPage = {
  status: number;
  /** The CSP's extra script sources (hashes of the inline scripts). */
  scriptSources: string;
  html: Buffer;
  /** The web route it was rendered by (`/job-detail/:id`): what it is logged and counted under. */
  route?: string;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  storedAt: number;
};

export type PageCacheOptions = {
  /** How long a page is answered as fresh. */
  ttlMs: number;
  /** After that, how long it is still answered while one render replaces it (stale-while-revalidate). */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
};

/** A rendered page to keep, or null when this URL is not a page to keep (the app's shell, a redirect). */
export type PageRenderer = () => Promise<{
  status: number;
  html: string;
  scriptSources: string;
  route?: string;
} | null>;

const sizeOf = (page: CachedPage) =>
  page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export function pageCache({ ttlMs, staleMs, maxEntries, maxBytes, now = () => Date.now() }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) return;
      remove(oldest);
    }
  };
  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    entries.delete(key);
  };
  const store = (key: string, page: CachedPage) => {
    remove(key);
    entries.set(key, page);
    bytes += sizeOf(page);
    evict();
  };

  /** Renders once for every caller waiting on `key`, keeping what is kept. */
  const renderOnce = (key: string, render: PageRenderer): Promise<CachedPage | null> => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((result) => {
          if (!result) {
            remove(key);
            return null;
          }
          const page: CachedPage = {
            status: result.status,
            scriptSources: result.scriptSources,
            html: Buffer.from(result.html),
            ...(result.route ? { route: result.route } : {}),
            encoded: {},
            storedAt: now(),
          };
          store(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    entries,
    get bytes() {
      return bytes;
    },
    /**
     * The page for `key`: kept and fresh; kept and stale (answered while one render replaces it in the background);
     * else rendered now. `hit` says whether it came from what was kept.
     */
    async page(key: string, render: PageRenderer): Promise<{ page: CachedPage | null; hit: boolean }> {
      const kept = entries.get(key);
      if (kept) {
        const age = now() - kept.storedAt;
        if (age < ttlMs) return { page: kept, hit: true };
        if (age < ttlMs + staleMs) {
          // A failed refresh keeps the stale copy until it is too old; the next request tries again.
          if (!rendering.has(key)) renderOnce(key, render).catch(() => undefined);
          return { page: kept, hit: true };
        }
        remove(key);
      }
      return { page: await renderOnce(key, render), hit: false };
    },
    /** The page's bytes in `encoding`, compressed on first use and kept with the page. */
    async body(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
      if (encoding === 'identity') return page.html;
      let encoded = page.encoded[encoding];
      if (!encoded) {
        encoded = await compressOnce(page.html, encoding);
        page.encoded[encoding] = encoded;
        // Still the kept copy: its size grew. (A page replaced meanwhile is no longer counted.)
        if (entries.get(key) === page) {
          bytes += encoded.length;
          evict();
        }
      }
      return encoded;
    },
  };
}
