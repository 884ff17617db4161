// The four headline figures of the period, each compared with the period
// before it and linking to the list it adds up.
import { Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatRoubles } from '@shop/i18n/money';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ordersListHref, type DashboardFigure, type DashboardSummary } from './model';

const count = new Intl.NumberFormat('ru-RU');

function Change({ figure, money }: { figure: DashboardFigure; money: boolean }) {
  const { t } = useTranslation('admin');
  const previous = money ? formatRoubles(figure.previous) : count.format(figure.previous);
  const change = figure.changePercent;
  let tone = 'fg.muted';
  let icon = <Minus size={14} aria-hidden />;
  let text: string =
    figure.previous === 0 ? t('dashboard.figures.noPrevious') : t('dashboard.figures.changeSame');
  if (change !== null && change !== 0) {
    const up = change > 0;
    tone = up ? 'green.700' : 'red.700';
    icon = up ? <ArrowUpRight size={14} aria-hidden /> : <ArrowDownRight size={14} aria-hidden />;
    text = t(up ? 'dashboard.figures.changeUp' : 'dashboard.figures.changeDown', {
      value: count.format(Math.abs(change)),
    });
  }
  return (
    <Stack gap="0.5" fontSize="xs">
      <HStack gap="1" wrap="wrap">
        <HStack gap="0.5" color={tone} fontWeight="semibold">
          {icon}
          <Text>{text}</Text>
        </HStack>
        {change !== null && change !== 0 && (
          <Text color="fg.muted">{t('dashboard.figures.changeLabel')}</Text>
        )}
      </HStack>
      {figure.previous > 0 && (
        <Text color="fg.muted">{t('dashboard.figures.previous', { value: previous })}</Text>
      )}
    </Stack>
  );
}

interface CardProps {
  label: string;
  value: string;
  figure: DashboardFigure;
  money: boolean;
  to: string;
  note?: string;
}

function FigureCard({ label, value, figure, money, to, note }: CardProps) {
  return (
    <Box
      asChild
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '3', md: '5' }}
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
      transition="box-shadow 0.2s, border-color 0.2s"
    >
      <RouterLink to={to}>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1" whiteSpace="nowrap">
            {value}
          </Text>
          <Change figure={figure} money={money} />
          {note && (
            <Text fontSize="xs" color="fg.muted">
              {note}
            </Text>
          )}
        </Stack>
      </RouterLink>
    </Box>
  );
}

export function FigureCards({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  const { figures, period, cancelled } = summary;
  const periodOrders = ordersListHref({ from: period.from, to: period.to });
  const cards: Array<CardProps & { key: string }> = [
    { key: 'revenue', money: true, to: periodOrders },
    {
      key: 'orders',
      money: false,
      to: periodOrders,
      note:
        cancelled.current > 0
          ? t('dashboard.figures.cancelledNote', { count: cancelled.current })
          : undefined,
    },
    { key: 'averageOrder', money: true, to: periodOrders },
    { key: 'newClients', money: false, to: '/admin/users' },
  ].map((card) => {
    const figure = figures[card.key as keyof typeof figures];
    return {
      ...card,
      figure,
      label: t(`dashboard.figures.${card.key as keyof typeof figures}`),
      value: card.money ? formatRoubles(figure.current) : count.format(figure.current),
    };
  });
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {cards.map(({ key, ...card }) => (
        <FigureCard key={key} {...card} />
      ))}
    </SimpleGrid>
  );
}

export function FigureCardsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={{ base: '32', md: '36' }} rounded="xl" />
      ))}
    </SimpleGrid>
  );
}
