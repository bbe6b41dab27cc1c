// Counts the components React renders in each commit, the way React DevTools does: the renderer reports every commit
// to `__REACT_DEVTOOLS_GLOBAL_HOOK__` when one is installed before it loads, also in a production build. A component
// rendered again is one with a fiber from the previous commit whose fiber carries React's PerformedWork flag; one
// without is newly mounted (a lazily hydrated part such as the footer is mounted in a later commit). A subtree whose
// child list is the same object as before was bailed out of and is not walked.
import type { Page } from '@playwright/test';

/** One commit's components: rendered again (and their names), and mounted. */
export type RenderCount = { rendered: number; mounted: number; names: string[] };

declare global {
  interface Window {
    __renderCounts?: RenderCount[];
  }
}

/** Installs the counting hook in every page of `page`'s next navigations (before any of the app's scripts). */
export async function countRenders(page: Page) {
  await page.addInitScript(() => {
    // React's fiber tags of components (function, class, forwardRef, memo, simple memo).
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const PERFORMED_WORK = 1;
    type Fiber = {
      tag: number;
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
    };
    type Count = { rendered: number; mounted: number; names: string[] };
    // Mantine's components carry a display name; the app's own are minified.
    const named = (type: unknown) => {
      const t = type as { displayName?: string; name?: string; render?: { name?: string } } | null;
      return t?.displayName ?? t?.name ?? t?.render?.name ?? '?';
    };
    const counts: Count[] = [];
    window.__renderCounts = counts;
    const walk = (next: Fiber, prev: Fiber | null, count: Count) => {
      if (COMPONENT_TAGS.has(next.tag)) {
        if (prev === null) count.mounted++;
        else if ((next.flags & PERFORMED_WORK) !== 0) {
          count.rendered++;
          count.names.push(named(next.type));
        }
      }
      if (prev !== null && next.child === prev.child) return;
      for (let child = next.child; child; child = child.sibling) walk(child, child.alternate, count);
    };
    let renderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++renderers,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          const count: Count = { rendered: 0, mounted: 0, names: [] };
          walk(root.current, root.current.alternate, count);
          counts.push(count);
        },
      },
    });
  });
}

/** The components rendered and mounted in each commit so far: the first is the hydration's. */
export const renderCounts = (page: Page): Promise<RenderCount[]> => page.evaluate(() => window.__renderCounts ?? []);
