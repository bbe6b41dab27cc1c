import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@portal/contract';
import { queryClient } from '../lib/queryClient';
import { cssVariablesResolver, theme } from './theme';

// The confirmation-modal manager (@mantine/modals) is provided by the signed-in area's layout (app/layout/Sidebar.tsx):
// only those pages ask for confirmations, and visitors' first download stays without it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
