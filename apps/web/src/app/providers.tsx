import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToasts, subscribeToasts, toastsRequested } from '../lib/notify';
import { queryClient } from '../lib/queryClient';
import { cssVariablesResolver, theme } from './theme';

// The confirmation-modal manager (@mantine/modals) is provided by the signed-in area's layout (app/layout/Sidebar.tsx):
// only those pages ask for confirmations, and visitors' first download stays without it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
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
