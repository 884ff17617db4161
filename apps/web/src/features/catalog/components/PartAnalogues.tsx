import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CartButton } from './CartButton';
import { PartIdentity } from './PartIdentity';
import { PriceBlock } from './PriceBlock';
import { StockLabel } from './StockLabel';

export interface PartAnalogue {
  id: number;
  name: string;
  partNumber: string;
  brand: string;
  availability: number;
  /** Null for a visitor: prices are for signed-in buyers. */
  priceKopecks: number | null;
}

export interface PartAnaloguesProps {
  /** The part whose analogues these are (for the list's accessible name). */
  partName: string;
  analogues: PartAnalogue[];
  /** h2 on the product page, h3 in the part dialog. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * 'Аналоги': parts that replace this one, each with its stock, price and
 * 'Купить', so the buyer takes an analogue in stock when the part is not.
 * Nothing at all when the part has none.
 */
export function PartAnalogues({ partName, analogues, headingLevel = 'h3' }: PartAnaloguesProps) {
  const { t } = useTranslation('catalog');
  if (analogues.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={t('analogues.label', { name: partName })}>
      <Stack gap="0">
        <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'}>
          {t('analogues.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('analogues.hint')}
        </Text>
      </Stack>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {analogues.map((a) => (
          <Box as="li" key={a.id} borderWidth="1px" rounded="md" p="3" bg="white">
            <Flex gap="3" wrap="wrap" align="center" justify="space-between">
              <Stack gap="1" minW="0" flex="1 1 12rem">
                <Link asChild fontWeight="medium" color="brand.fg">
                  <RouterLink to={`/product/${a.id}`}>{a.name}</RouterLink>
                </Link>
                <PartIdentity partNumber={a.partNumber} brand={a.brand} />
                <Box>
                  <StockLabel availability={a.availability} />
                </Box>
              </Stack>
              {a.priceKopecks === null ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('analogues.signInForPrices')}
                </Text>
              ) : (
                <Stack gap="2" w={{ base: 'full', sm: '60' }}>
                  <PriceBlock priceKopecks={a.priceKopecks} retailPriceKopecks={null} />
                  <CartButton partId={a.id} partName={a.name} />
                </Stack>
              )}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
