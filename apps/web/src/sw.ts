/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 17), built by vite-plugin-pwa (injectManifest): the app shell precached, pages
 * and API answers kept as last seen, for a phone that loses its connection.
 *
 * - The shell (index.html, the entry chunk and CSS, the catalogues, the icons) is precached: the app opens offline.
 *   The other chunks are kept as they are first used (a phone does not download the whole app on install).
 * - Pages and API reads: the network first, the last copy when there is none (a job opened once reopens offline).
 *   Answers to a signed-in request (an Authorization header) go to their own cache, which the app deletes at every
 *   logout and login (src/lib/offline.ts): never shown to another person on a shared phone.
 * - Nothing is sent from here: writes made offline are queued by the app itself, with the session's fresh token.
 * - A new version waits until the person accepts the update prompt (SKIP_WAITING); pages always come from the
 *   network when there is one, so a deploy is never hidden for longer than one reload.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_PREFIX, TRANSLATED_LANGUAGES, TRANSLATION_API } from '@portal/contract';
import {
  ASSETS_CACHE,
  FORGET_SIGNED_IN,
  IMAGES_CACHE,
  OFFLINE_COPY_HEADER,
  PAGES_CACHE,
  PUBLIC_API_CACHE,
  SIGNED_IN_CACHE,
  TRANSLATIONS_CACHE,
} from './lib/offlineCaches';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** An answer given from the cache (the network failed) says so: the app then shows it as a last-seen copy. */
const markCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** Only whole, successful JSON answers are kept (not errors, not downloads). */
const jsonOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && (response.headers.get('content-type') ?? '').includes('application/json')
      ? response
      : null,
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 8,
      plugins: [new ExpirationPlugin({ maxEntries: 60 })],
    }),
    {
      denylist: [/^\/api\//, /^\/media\//],
    },
  ),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 250 })] }),
);

// Public images (logos, photos, partners) and their small copies (?w=); never a signed link to a private file.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.destination === 'image' &&
    url.pathname.startsWith('/media/') &&
    /^(?:\?w=\d+)?$/.test(url.search),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 86_400 })],
  }),
);

const isApiRead = (url: URL, request: Request) =>
  url.origin === self.location.origin &&
  request.method === 'GET' &&
  url.pathname.startsWith(API_PREFIX) &&
  !/^\/api\/(?:account\/export|health|ready|docs)/.test(url.pathname);

/**
 * The signed-in session an answer belongs to. A request sent before a logout can be answered after the app deleted
 * the signed-in cache: it would create the cache again with the last person's data. The app tells the worker at every
 * logout and login (FORGET_SIGNED_IN, with the access token that ends), and an answer is not kept when its request
 * started before that or carries a token that ended. A request's fetch event can reach the worker after the message
 * although the page sent it before, so the token is what settles it; and an answer stored while the message was on
 * its way (the cache written again after its deletion) takes the cache with it once the message is in.
 */
let session = 0;
/** The access tokens whose sessions ended (the latest few: a phone sees few people). */
const endedTokens: string[] = [];
const ENDED_TOKENS_KEPT = 20;
/** How many answers the signed-in cache keeps. */
const SIGNED_IN_ENTRIES = 200;
const tokenOf = (request: Request) => request.headers.get('Authorization')?.split(' ')[1] ?? '';
type SessionState = { state?: { session?: number } };
const ofEndedSession = (request: Request, state: SessionState['state']) =>
  state?.session !== session || endedTokens.includes(tokenOf(request));
const thisSessionOnly = {
  handlerWillStart: async ({ state }: SessionState) => {
    if (state) state.session = session;
  },
  cacheWillUpdate: async ({ request, response, state }: SessionState & { request: Request; response: Response }) =>
    ofEndedSession(request, state) ? null : response,
  // The cache is bounded here, not by workbox's ExpirationPlugin: that plugin opens the cache again in the
  // background after a write, which brought it back empty after a logout had deleted it.
  cacheDidUpdate: async ({ request, state }: SessionState & { request: Request }) => {
    if (!ofEndedSession(request, state)) {
      // At most SIGNED_IN_ENTRIES answers, the oldest written going first (keys() lists them in that order).
      const cache = await caches.open(SIGNED_IN_CACHE);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - SIGNED_IN_ENTRIES)).map((key) => cache.delete(key)));
    }
    // Checked again once the cache was opened: a logout meanwhile takes it with it.
    if (ofEndedSession(request, state)) await caches.delete(SIGNED_IN_CACHE);
  },
};

// The Ministry's accepted wordings (issue 32): asked for after every page is in place, so the last copy answers at once
// (offline too) and the network's refreshes it for the next page; a wording accepted reaches a phone one load later.
const TRANSLATION_PATHS = new Set<string>(TRANSLATED_LANGUAGES.map((language) => TRANSLATION_API.overrides(language)));
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && TRANSLATION_PATHS.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: TRANSLATIONS_CACHE, plugins: [jsonOnly] }),
);

registerRoute(
  ({ url, request }) => isApiRead(url, request) && request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: SIGNED_IN_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [jsonOnly, thisSessionOnly, markCopy],
  }),
);

registerRoute(
  ({ url, request }) => isApiRead(url, request) && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [jsonOnly, markCopy, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 86_400 })],
  }),
);

// A page never opened before, with no network: the app's shell, which shows what it can (or says it is offline).
setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? ((await matchPrecache('/index.html')) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === FORGET_SIGNED_IN) {
    session += 1;
    const token = (event.data as { token?: unknown }).token;
    if (typeof token === 'string' && token) {
      endedTokens.push(token);
      if (endedTokens.length > ENDED_TOKENS_KEPT) endedTokens.shift();
    }
    event.waitUntil(caches.delete(SIGNED_IN_CACHE));
  }
});
