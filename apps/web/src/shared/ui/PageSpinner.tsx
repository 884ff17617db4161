import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

interface PageSpinnerProps {
  label: string;
}

/** A centred spinner for pages and sessions that are still loading. */
export function PageSpinner({ label }: PageSpinnerProps) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.500" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
