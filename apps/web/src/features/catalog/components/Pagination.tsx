import { Button, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../model/pagination';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <IconButton
        aria-label={t('pagination.previous')}
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === page ? 'solid' : 'outline'}
            colorPalette={item === page ? 'brand' : 'gray'}
            aria-label={t('pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ) : (
          <p key={item} className="pagination__gap" aria-hidden>
            …
          </p>
        ),
      )}
      <IconButton
        aria-label={t('pagination.next')}
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </nav>
  );
}
