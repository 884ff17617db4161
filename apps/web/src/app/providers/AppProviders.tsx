import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../../shared/api/queryClient';
import { createTrpcClient, TRPCProvider } from '../../shared/api/trpc';
import { system } from '../../shared/theme/system';
import { LazyToaster } from '../../shared/ui/LazyToaster';

/** Theme, server state (tRPC over TanStack Query) and the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
          <LazyToaster />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
