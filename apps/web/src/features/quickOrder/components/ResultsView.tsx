import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { ShoppingCart } from 'lucide-react';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../shared/ui/ToggleSwitch';
import { lineKey, type QuickLine } from '../hooks/useQuickOrder';
import { isExcluded, totalsOf, type CartChoice } from '../model/cartChoice';
import { ResultCard } from './ResultCard';
import { ResultRow, type ResultLineProps } from './ResultRow';

/** Long lists are shown a page at a time: 1 000 rows with inputs would make typing and scrolling lag. */
export const RESULTS_PAGE_SIZE = 50;

const COLUMNS = ['row', 'input', 'part', 'price', 'stock', 'quantity', 'sum', 'status', 'actions'] as const;
const END_ALIGNED = new Set<string>(['price', 'sum']);

type LineHandlers = Pick<ResultLineProps, 'onPick' | 'onQuantity' | 'onToggle' | 'onCorrect'>;

interface ResultsViewProps extends LineHandlers {
  lines: QuickLine[];
  choice: CartChoice;
  /** The line whose corrected article is being looked up. */
  correctingKey: number | null;
  onWithoutToOrder: (on: boolean) => void;
  onAddToCart: () => void;
}

/** The table (cards on a phone), a page of lines at a time, the totals and 'Добавить в корзину'. */
export const ResultsView = memo(function ResultsView({
  lines,
  choice,
  correctingKey,
  onWithoutToOrder,
  onAddToCart,
  ...handlers
}: ResultsViewProps) {
  const { t } = useTranslation('quickOrder');
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(lines.length / RESULTS_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);
  const shown = useMemo(
    () => lines.slice(shownPage * RESULTS_PAGE_SIZE, (shownPage + 1) * RESULTS_PAGE_SIZE),
    [lines, shownPage],
  );
  const totals = useMemo(() => totalsOf(lines, choice), [lines, choice]);
  const excludedCount = useMemo(
    () => lines.filter((line) => isExcluded(choice, line)).length,
    [lines, choice],
  );
  const anyToOrder = useMemo(() => lines.some((line) => line.part && line.toOrder > 0), [lines]);
  const lineProps = (line: QuickLine) => ({
    line,
    excluded: isExcluded(choice, line),
    withoutToOrder: choice.withoutToOrder,
    correcting: correctingKey === lineKey(line),
    ...handlers,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The buttons sit below 50 rows: the next page starts at its first row, not at its last.
  const goToPage = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'start' });
  };
  // Only one of table and cards is rendered: both would double the work of every page of lines.
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  return (
    <Stack as="section" aria-labelledby="quick-order-results" gap="4">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="lg" id="quick-order-results" ref={headingRef} scrollMarginTop="20">
          {t('results')}
        </Heading>
        {(anyToOrder || choice.withoutToOrder) && (
          <Stack gap="0.5">
            <ToggleSwitch checked={choice.withoutToOrder} onChange={onWithoutToOrder}>
              {t('withoutToOrder')}
            </ToggleSwitch>
            <Text fontSize="xs" color="fg.muted">
              {t('withoutToOrderHint')}
            </Text>
          </Stack>
        )}
      </Flex>
      {asCards ? (
        <Stack as="ul" listStyle="none" gap="3" aria-label={t('results')}>
          {shown.map((line) => (
            <ResultCard key={lineKey(line)} {...lineProps(line)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
          <Table.Root size="sm" whiteSpace="normal">
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader key={column} textAlign={END_ALIGNED.has(column) ? 'end' : undefined}>
                    {column === 'actions' ? (
                      <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                    ) : (
                      t(`table.${column}`)
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((line) => (
                <ResultRow key={lineKey(line)} {...lineProps(line)} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {pages > 1 && (
        <HStack justify="center" gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={shownPage === 0}
            onClick={() => goToPage(shownPage - 1)}
          >
            {t('previousPage')}
          </Button>
          <Text fontSize="sm" aria-live="polite">
            {t('pageInfo', {
              from: shownPage * RESULTS_PAGE_SIZE + 1,
              to: shownPage * RESULTS_PAGE_SIZE + shown.length,
              total: lines.length,
            })}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={shownPage === pages - 1}
            onClick={() => goToPage(shownPage + 1)}
          >
            {t('nextPage')}
          </Button>
        </HStack>
      )}
      <Flex
        position="sticky"
        bottom="0"
        zIndex="docked"
        bg="white"
        borderWidth="1px"
        rounded="xl"
        p={{ base: '3', md: '4' }}
        gap={{ base: '2', md: '3' }}
        align="center"
        justify="space-between"
        direction={{ base: 'column', sm: 'row' }}
        shadow="md"
      >
        <Box fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} role="status">
          {t('totals', { count: totals.positions, total: formatRoubles(totals.totalKopecks) })}
          {excludedCount > 0 && (
            <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
              {' '}
              · {t('excludedCount', { count: excludedCount })}
            </Text>
          )}
        </Box>
        <Button
          colorPalette="brand"
          onClick={onAddToCart}
          disabled={totals.positions === 0}
          w={{ base: 'full', sm: 'auto' }}
        >
          <ShoppingCart aria-hidden /> {t('addToCart')}
        </Button>
      </Flex>
    </Stack>
  );
});
