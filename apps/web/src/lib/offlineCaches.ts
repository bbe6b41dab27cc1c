/** The service worker's caches (src/sw.ts), named here so the app can delete the signed-in one (src/lib/offline.ts). */
export const OFFLINE_CACHES = {
  pages: 'portal-pages',
  assets: 'portal-assets',
  images: 'portal-images',
  /** Answers to signed-in requests: deleted at every logout and login. */
  signedIn: 'portal-api-signed-in',
  public: 'portal-api-public',
} as const;

/** Set by the service worker on an API answer it gave from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
