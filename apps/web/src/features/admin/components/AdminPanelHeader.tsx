import { Button, Flex, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const tabStyle = {
  rounded: 'none',
  border: 'none',
  borderBottom: '2px solid transparent',
  mb: '-1px',
  '&[aria-current=page]': { borderBottomColor: 'brand.500', color: 'brand.700', fontWeight: 'semibold' },
} as const;

/** The admin area's shared heading with its sections as tabs: 'Сводка' (issue 20), the spec's two, the catalogue (issue 19) and the settings (issue 18). */
export function AdminPanelHeader() {
  const { t } = useTranslation(['admin', 'requisites']);
  return (
    <Stack gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('users.panel.heading')}
      </Heading>
      <HStack as="nav" aria-label={t('users.panel.tabsLabel')} gap="0" borderBottomWidth="1px" wrap="wrap">
        <Button asChild variant="ghost" css={tabStyle}>
          <NavLink to="/admin" end>
            {t('dashboard.tab')}
          </NavLink>
        </Button>
        <Button asChild variant="ghost" css={tabStyle}>
          <NavLink to="/admin/orders">{t('users.panel.orders')}</NavLink>
        </Button>
        <Button asChild variant="ghost" css={tabStyle}>
          <NavLink to="/admin/users">{t('users.panel.users')}</NavLink>
        </Button>
        <Button asChild variant="ghost" css={tabStyle}>
          <NavLink to="/admin/catalog">{t('catalog.tab')}</NavLink>
        </Button>
        <Button asChild variant="ghost" css={tabStyle}>
          <NavLink to="/admin/settings">{t('requisites:admin.settingsLink')}</NavLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** A section's own heading under the tabs, with its actions (buttons, a back link) to the right, wrapping on phones. */
export function AdminSectionHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
