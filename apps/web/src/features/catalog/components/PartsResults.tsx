import { lazy, memo, Suspense } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';
import type { CatalogLayout } from './CatalogToolbar';
import { PartCard, type PartItem } from './PartCard';

// The table view loads on first use (with the Chakra table recipe it needs).
const PartsTable = lazy(() => import('./PartsTable').then((m) => ({ default: m.PartsTable })));

export interface PartsResultsProps {
  parts: PartItem[];
  layout: CatalogLayout;
  dimmed: boolean;
  onOpen: (part: PartItem, imageIndex: number) => void;
}

/** 2 columns on small screens up to 6 on extra large, each card at least 280 px. */
const GRID_COLUMNS = {
  base: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(auto-fill, minmax(280px, 1fr))',
};

/** Memoised: typing in the search box re-renders the screen, not the 30 results under it. */
export const PartsResults = memo(function PartsResults({ parts, layout, dimmed, onOpen }: PartsResultsProps) {
  // The previous page stays visible, dimmed and marked busy, while the next one loads.
  const style = { opacity: dimmed ? 0.6 : 1, transition: 'opacity 0.2s', 'aria-busy': dimmed };
  if (layout === 'table') {
    return (
      <Box {...style}>
        <Suspense fallback={null}>
          <PartsTable parts={parts} onOpen={onOpen} />
        </Suspense>
      </Box>
    );
  }
  const cards = parts.map((part) => <PartCard key={part.id} part={part} layout={layout} onOpen={onOpen} />);
  if (layout === 'list') {
    return (
      <Stack gap="3" {...style}>
        {cards}
      </Stack>
    );
  }
  return (
    <Grid templateColumns={GRID_COLUMNS} gap="4" {...style}>
      {cards}
    </Grid>
  );
});
