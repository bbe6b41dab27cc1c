import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToasts, subscribeToasts, toastsRequested } from '@/lib/notify';
import { cssVariablesResolver, theme } from './theme';
import { ThemeVariables } from './ThemeVariables';

// The confirmation-modal manager (@mantine/modals) is provided by the signed-in area's layout (app/layout/Sidebar.tsx):
// only those pages ask for confirmations, and visitors' first download stays without it.
// The query client is the browser's one (lib/queryClient) or, on the server, a new one per request.
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={false}>
      <ThemeVariables />
      <QueryClientProvider client={client}>
        <ToastHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Mounts the toast container once the first toast is asked for. */
function ToastHost() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  ) : null;
}
