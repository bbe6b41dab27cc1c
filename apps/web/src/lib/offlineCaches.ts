// The service worker's caches (src/sw.ts), named here so the app can delete the signed-in one (src/lib/offline.ts).
// Separate constants, so the app's first download carries only the one it uses.
export const PAGES_CACHE = 'portal-pages';
export const ASSETS_CACHE = 'portal-assets';
export const IMAGES_CACHE = 'portal-images';
/** Answers to signed-in requests: deleted at every logout and login. */
export const SIGNED_IN_CACHE = 'portal-api-signed-in';
export const PUBLIC_API_CACHE = 'portal-api-public';
/** The Ministry's accepted wordings (issue 32): the last copy at once, refreshed behind it. */
export const TRANSLATIONS_CACHE = 'portal-translations';

/** Set by the service worker on an API answer it gave from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** The app's message to the worker at every logout and login: answers to requests sent before it are not kept. */
export const FORGET_SIGNED_IN = 'FORGET_SIGNED_IN';
