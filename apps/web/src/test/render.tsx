/**
 * Renders a component of the kit as the app does (Mantine theme, a query client, a router) in jsdom. Test files that
 * use it start with `// @vitest-environment jsdom`.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { cssVariablesResolver, theme } from '@/app/theme';
import { OnDemandHosts } from '@/lib/onDemand';
// The on-demand chunks, loaded with the test file: their first import inside a test would count against its time.
import '@/lib/confirmHost';
import '@/lib/toasts';

// jsdom has no layout: Mantine asks for these. (env="test" below turns off its transitions and portals.)
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

afterEach(cleanup);

/** Renders `ui` (and what `rerender` is given later) inside the app's providers. */
export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          {/* As in the app's providers (app/providers.tsx): toasts and confirmations mount on first use. */}
          <OnDemandHosts />
          {children}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
