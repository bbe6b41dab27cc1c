import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered page (main.tsx marks <html data-hydrated>): a click or a
 * choice made on the server's HTML before that is not seen by the app.
 */
export function hydrated(page: Page) {
  return page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}
