import { Box, HStack, List } from '@chakra-ui/react';
import { Check } from 'lucide-react';

interface BulletListProps {
  items: readonly string[];
}

/** A plain list of statements with a check mark each. */
export function BulletList({ items }: BulletListProps) {
  return (
    <List.Root as="ul" gap="2.5" listStyleType="none">
      {items.map((item) => (
        <List.Item key={item}>
          <HStack align="start" gap="3">
            <Box color="brand.fg" mt="1" flexShrink={0} aria-hidden>
              <Check size={16} />
            </Box>
            <Box>{item}</Box>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
