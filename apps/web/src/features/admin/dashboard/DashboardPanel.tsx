// The dashboard's building blocks, written once: the white panel every chart
// and attention list sits in, and a list row with a linked title on the left.
import { Box, HStack, Link, Stack, Text, type BoxProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A white section named by its heading (`id` is the heading's id). */
export function DashboardPanel({ id, children, ...box }: BoxProps & { id: string }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      {...box}
    >
      {children}
    </Box>
  );
}

interface PanelRowProps extends Omit<StackProps, 'title'> {
  to: string;
  title: ReactNode;
  /** Grey lines under the title (one may be truncated). */
  lines: ReactNode[];
  /** Figures or an action on the right. */
  aside: ReactNode;
}

/** One <li> of an attention list: the linked title and its details, and what is on the right. */
export function PanelRow({ to, title, lines, aside, fontSize = 'sm', ...row }: PanelRowProps) {
  return (
    <HStack as="li" justify="space-between" gap="3" fontSize={fontSize} {...row}>
      <Stack gap="0" minW="0">
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={to}>{title}</RouterLink>
        </Link>
        {lines.map((line, i) => (
          <Text key={i} fontSize="xs" color="fg.muted" truncate={i === 0}>
            {line}
          </Text>
        ))}
      </Stack>
      {aside}
    </HStack>
  );
}
