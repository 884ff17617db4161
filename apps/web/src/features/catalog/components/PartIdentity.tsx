import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PartIdentityProps extends TextProps {
  partNumber: string;
  /** Empty when the price list names no maker: then the article alone. */
  brand: string;
}

/**
 * 'Артикул: … · Бренд: …': what a buyer matches a part by. The brand is shown
 * wherever the part is (issue 29.9): analogues are told apart by their maker.
 */
export function PartIdentity({ partNumber, brand, ...textProps }: PartIdentityProps) {
  const { t } = useTranslation('catalog');
  return (
    <Text fontSize="sm" color="fg.muted" {...textProps}>
      <span>{t('card.article', { partNumber })}</span>
      {brand && (
        <>
          {' · '}
          <Text as="span" whiteSpace="nowrap">
            {t('card.brand', { brand })}
          </Text>
        </>
      )}
    </Text>
  );
}
