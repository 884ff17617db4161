import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxW?: string;
}

/** The white card the registration and password screens sit in. */
export function AuthCard({ title, subtitle, children, maxW = '560px' }: AuthCardProps) {
  return (
    <Box
      maxW={maxW}
      mx="auto"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="0 10px 30px -12px rgba(16, 24, 40, 0.12)"
      p={{ base: '5', md: '10' }}
    >
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
