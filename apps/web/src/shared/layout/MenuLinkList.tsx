import { Box, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItems';

interface MenuLinkListProps {
  items: NavItem[];
  onNavigate: () => void;
}

/** A vertical list of large tap targets for the mobile menu. */
export function MenuLinkList({ items, onNavigate }: MenuLinkListProps) {
  const { t } = useTranslation('layout');
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box as="li" key={item.to}>
          <Link
            asChild
            display="flex"
            px="3"
            py="2.5"
            rounded="lg"
            fontWeight="medium"
            color="gray.800"
            textDecoration="none"
            _hover={{ bg: 'gray.100', textDecoration: 'none' }}
            _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
          >
            <NavLink to={item.to} end={item.end} onClick={onNavigate}>
              {t(`nav.${item.label}`)}
            </NavLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
