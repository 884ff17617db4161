import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface InfoPageLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of an information page: the one h1, a lead paragraph, then sections. */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
          {lead}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
