// Label/value pairs of the admin's detail cards (the order page, the user's
// page) in two aligned columns: every card uses the same label width, so the
// values line up from card to card. Below 480 px each label sits above its value.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: '11rem minmax(0, 1fr)' }}
      columnGap="4"
      rowGap={{ base: '0', sm: '2' }}
      fontSize="sm"
    >
      {facts.map(([label, value]) => [
        <Box as="dt" key={`${label}-label`} color="fg.muted">
          {label}
        </Box>,
        <Box as="dd" key={`${label}-value`} overflowWrap="anywhere" mb={{ base: '2', sm: '0' }}>
          {value}
        </Box>,
      ])}
    </Box>
  );
}
