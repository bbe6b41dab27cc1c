// Every page of every role, on a cheap phone (360 px) and a laptop (1280 px): nothing on a phone is wider than the
// screen (a list becomes stacked cards, not a sideways-scrolling table), nothing on a laptop is cut ("Sta", "ACCEP…",
// a table scrolling sideways), and axe finds no serious problem at either width. The list of paths is checked
// against the route table, so a new page cannot be left out.
import { readFileSync } from 'node:fs';
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible, WIDTHS } from './support/axe';
import { demoIds, pagesOf, ROLES, type Role } from './support/routes';
import { loginAs } from './support/session';
import { expect, test, type Page } from './support/test';
import { smallTouchTargets, THUMB_PX } from './support/touch-targets';

/** Elements whose content is wider than their box and hidden or scrolled: cut text, a table behind a sideways scroll. */
function cutElements(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      // Visually hidden text (1 px boxes) is for screen readers, not cut.
      if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
      if (el.closest('[aria-hidden="true"], [hidden]') || style.visibility === 'hidden') continue;
      // A carousel shows a few of its slides at a time by design; its arrows bring the others.
      if (el.matches('[data-carousel-track]')) continue;
      // A form field scrolls its own value (a long address or file name): that is a field, not cut text.
      if (el.closest('input, textarea, .mantine-Input-wrapper')) continue;
      cut.push(
        `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0] ?? ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
    return cut;
  });
}

/** The page as it stands at this width: no sideways scroll, nothing cut, axe clean, on a phone every control thumb-sized. */
async function checkLayout(page: Page, role: Role, path: string, width: number) {
  await atWidth(page, width);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(width);
  expect.soft(await cutElements(page), `${path} at ${width} px`).toEqual([]);
  if (width === WIDTHS[0])
    expect
      .soft(await smallTouchTargets(page), `${role} on ${path}: controls under ${THUMB_PX}×${THUMB_PX} px`)
      .toEqual([]);
  await expectAccessible(page);
}

test('the list of pages covers every route of the app', () => {
  const table = readFileSync('apps/web/src/app/router.tsx', 'utf8');
  const routePaths = [...table.matchAll(/path: '([^']+)'(?!.*Navigate)/g)].map((m) => m[1]!).filter((p) => p !== '*');
  const ids = {
    job: 1,
    training: 1,
    competition: 1,
    event: 1,
    centre: 1,
    notification: 1,
    competitionApplication: 1,
    applicant: 1,
    companyJob: 1,
  };
  const visited = new Set(
    ROLES.flatMap((role) => pagesOf(role, ids)).map((p) =>
      p
        .slice(1)
        .split('?')[0]!
        .replace(/\/\d+$/, '/:id')
        .replace(/unsubscribe\/[^/]+$/, 'unsubscribe/:token'),
    ),
  );
  const redirects = [...table.matchAll(/path: '([^']+)', element: <Navigate/g)].map((m) => m[1]!);
  expect(routePaths.filter((p) => !visited.has(p) && !redirects.includes(p) && !(p === 'index'))).toEqual([]);
});

// One visit per page, seen at both widths: the page opens at the width the previous one ended with and is checked,
// then the window is resized and it is checked again (the layout follows the width, as a phone turned sideways; a
// page load costs far more than a re-layout).
for (const role of ROLES) {
  test(`${role}: every page at ${WIDTHS.join(' and ')} px fits, nothing is cut, axe is clean, controls fit a thumb`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const ids = await demoIds(page.request);
    let widths: readonly number[] = WIDTHS;
    await atWidth(page, widths[0]!);
    if (role !== 'visitor') await loginAs(page, DEMO[role], { path: null });
    for (const path of pagesOf(role, ids)) {
      await page.goto(path);
      for (const width of widths) await checkLayout(page, role, path, width);
      widths = [...widths].reverse();
    }
  });
}
