import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DashboardPanel } from '../DashboardPanel';

/** A white panel with a heading (h3, named for the chart's region) and an optional hint. */
export function ChartCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <DashboardPanel id={id} minW="0">
      <Stack gap="0.5" mb="4">
        <Heading as="h3" size="sm" id={id}>
          {title}
        </Heading>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
    </DashboardPanel>
  );
}
