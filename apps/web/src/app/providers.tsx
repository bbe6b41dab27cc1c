import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OnDemandHosts } from '@/lib/onDemand';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container and the confirmation dialogs' manager are mounted here, at the root, once first asked for
// (lib/notify.ts, lib/confirm.ts): every page can use them whatever its layout, and visitors don't download them.
// The query client is the browser's one (lib/queryClient) or, on the server, a new one per request.
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // The theme's variables and Mantine's responsive classes are in the stylesheet (theme-variables.css), not
      // written into every page.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={client}>
        <OnDemandHosts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
