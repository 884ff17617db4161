import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, type TrpcClient } from '../../shared/api/trpc';
import { providedSystem } from '../../shared/theme/system';
import { LazyToaster } from '../../shared/ui/LazyToaster';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/** Theme, server state (tRPC's hooks beside TanStack Query's provider) and the toaster. */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={providedSystem}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {children}
          <LazyToaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}
