import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

/** The charts' places while their chunk or the data loads: the layout does not jump. */
export function ChartsSkeleton() {
  return (
    <Stack gap="4" aria-hidden>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
        <Skeleton gridColumn={{ xl: 'span 2' }} h={{ base: '300px', md: '380px' }} rounded="xl" />
        <Skeleton h={{ base: '300px', md: '380px' }} rounded="xl" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="300px" rounded="xl" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
