import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

interface PageSpinnerProps {
  label: string;
}

/**
 * A centred spinner for pages and sessions that are still loading. It fills the
 * viewport so the footer stays below the fold and nothing jumps when the page
 * arrives (layout shift).
 */
export function PageSpinner({ label }: PageSpinnerProps) {
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
