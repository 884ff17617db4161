import { Heading, SimpleGrid, Stack, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FooterColumnProps {
  title: string;
  children: ReactNode;
  /** Lay the list out in columns (e.g. two on phones for short links). */
  columns?: SimpleGridProps['columns'];
}

export function FooterColumn({ title, children, columns = 1 }: FooterColumnProps) {
  return (
    <Stack gap="4">
      <Heading
        as="h2"
        fontSize="sm"
        fontWeight="semibold"
        color="white"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        {title}
      </Heading>
      <SimpleGrid
        as="ul"
        columns={columns}
        columnGap="6"
        rowGap="2.5"
        listStyleType="none"
        m="0"
        p="0"
        fontSize="sm"
        color="gray.300"
      >
        {children}
      </SimpleGrid>
    </Stack>
  );
}
