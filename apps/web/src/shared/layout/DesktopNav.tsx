import { Box, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PageContainer } from './PageContainer';
import type { NavItem } from './navItems';

interface DesktopNavProps {
  items: NavItem[];
}

/** The navigation strip under the header bar, shown from the `md` breakpoint up. */
export function DesktopNav({ items }: DesktopNavProps) {
  const { t } = useTranslation('layout');
  return (
    <Box as="nav" aria-label={t('header.mainNav')} hideBelow="md" borderTopWidth="1px" borderColor="gray.100">
      <PageContainer>
        <HStack as="ul" gap="1" h="12" listStyleType="none" m="0" p="0" ms="-3">
          {items.map((item) => (
            <Box as="li" key={item.to} h="full">
              <Link
                asChild
                h="full"
                px="3"
                fontSize="sm"
                fontWeight="medium"
                color="gray.700"
                textDecoration="none"
                borderBottomWidth="2px"
                borderColor="transparent"
                transition="colors"
                _hover={{ color: 'brand.fg', textDecoration: 'none' }}
                _currentPage={{ color: 'brand.fg', borderColor: 'brand.500', fontWeight: 'semibold' }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '-2px',
                }}
              >
                <NavLink to={item.to} end={item.end}>
                  {t(`nav.${item.label}`)}
                </NavLink>
              </Link>
            </Box>
          ))}
        </HStack>
      </PageContainer>
    </Box>
  );
}
