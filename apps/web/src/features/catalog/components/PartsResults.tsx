import { lazy, memo, startTransition, Suspense, useEffect, useState } from 'react';
import { Box, Grid, Stack } from '@chakra-ui/react';
import type { CatalogLayout } from './CatalogToolbar';
import { useHydrated } from '../../../shared/hooks/useHydrated';
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

/**
 * Cards drawn in the commit that shows results, the first ones as well as new
 * ones: the first screen's (a row of 4–6 at 1280–1920 px, 1–2 on a phone).
 * The rest follow in a transition right after, which React renders in small
 * slices: the first screen appears sooner (issue 21: LCP, and no long task on
 * a slow phone) and new results appear without waiting for 30 cards (issue
 * 16: ≤ 250 ms from the last keystroke).
 */
export const FIRST_BATCH = 6;

/**
 * `parts`, or only its first batch while the whole list waits for its
 * (interruptible) render. Table rows carry no image and are cheap: the table
 * is drawn whole at once. The server draws the whole list (it has no second
 * pass), and so does the hydration of its page, which must match it: the
 * server's page shows all the cards the app shows (issue 33; it had 6).
 */
function useFirstBatchFirst(parts: PartItem[], layout: CatalogLayout): PartItem[] {
  const hydrated = useHydrated();
  const [complete, setComplete] = useState<PartItem[] | null>(() => (hydrated ? null : parts));
  useEffect(() => {
    if (complete !== parts) startTransition(() => setComplete(parts));
  }, [parts, complete]);
  return complete === parts || layout === 'table' ? parts : parts.slice(0, FIRST_BATCH);
}

/** Cards whose images load at once: the first screen on a phone (one or two) and at 1280 px (a row of four). */
const FIRST_SCREEN_IMAGES = 4;

/** Memoised: typing in the search box re-renders the screen, not the 30 results under it. */
export const PartsResults = memo(function PartsResults({
  parts: all,
  layout,
  dimmed,
  onOpen,
}: PartsResultsProps) {
  const parts = useFirstBatchFirst(all, layout);
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
  const cards = parts.map((part, i) => (
    <PartCard key={part.id} part={part} layout={layout} onOpen={onOpen} priority={i < FIRST_SCREEN_IMAGES} />
  ));
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
