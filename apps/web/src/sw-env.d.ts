// The precache list vite-plugin-pwa writes into the service worker at build (src/sw.ts).
declare interface ServiceWorkerGlobalScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
}
