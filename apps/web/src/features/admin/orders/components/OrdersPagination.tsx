import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../model/pageItems';

interface OrdersPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function OrdersPagination({ page, pages, onPage }: OrdersPaginationProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('orders.list.pagination')} gap="1" justify="center" wrap="wrap">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('orders.list.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <Text key={`gap-${index}`} px="1" color="fg.muted">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="sm"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : 'gray'}
            aria-label={t('orders.list.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('orders.list.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
