// The specs' `test`: Playwright's, with every navigation (goto, reload, back, forward) waiting until the app has
// taken over the page. A server-rendered page paints, and fires `load`, before its JavaScript is even requested
// (apps/api/src/modules/web/server-render.ts); a click or a typed word on the server's HTML before hydration is
// not seen by the app, and the tests drive the app. Pages without the app (JavaScript off, a PDF, an API answer)
// are not waited for.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const APP_START_TIMEOUT_MS = 3_000;
const HYDRATION_TIMEOUT_MS = 15_000;

async function appReady(page: Page) {
  if (page.isClosed() || (await page.locator('#root').count()) === 0) return;
  // Locators work with JavaScript off (the page's own scripts do not): the entry script appears within a frame or
  // two of the first paint when JavaScript runs, and never when it is off.
  const started = await page
    .locator('html[data-hydrated], script[type="module"][src]')
    .first()
    .waitFor({ state: 'attached', timeout: APP_START_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    );
  if (started) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const patched = new WeakSet<object>();

/** Once per worker: the Page class's navigations wait for the app (pages of browser.newContext() included). */
function patchNavigations(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<Navigation, (...args: unknown[]) => Promise<unknown>>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      await appReady(this);
      return response;
    };
  }
}

export const test = base.extend<object, { appReadyNavigations: void }>({
  appReadyNavigations: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patchNavigations(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
