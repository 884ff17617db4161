import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface InfoSectionProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** One titled card of an information page (h2). */
export function InfoSection({ title, icon, children }: InfoSectionProps) {
  return (
    <Box
      as="section"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      p={{ base: '5', md: '7' }}
    >
      <Stack gap="4">
        <Flex align="center" gap="3">
          {icon && (
            <Flex
              boxSize="10"
              flexShrink={0}
              rounded="xl"
              bg="brand.subtle"
              color="brand.fg"
              align="center"
              justify="center"
              aria-hidden
            >
              {icon}
            </Flex>
          )}
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
            {title}
          </Heading>
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
