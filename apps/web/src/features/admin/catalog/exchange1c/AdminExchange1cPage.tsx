import '../../texts';
import { Box, Code, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '../../../../shared/api/trpc';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle';
import { PageSpinner } from '../../../../shared/ui/PageSpinner';
import { AdminPanelHeader, AdminSectionHeading } from '../../components/AdminPanelHeader';
import { ExchangeLogTable } from './ExchangeLogTable';

/**
 * /admin/catalog/exchange-1c: the address to enter in 1C (or why the
 * exchange is off), and every exchange, newest first, with what it did.
 */
export function AdminExchange1cPage() {
  const { t } = useTranslation(['admin', 'layout']);
  usePageTitle(t('layout:pages.adminExchange1c'));
  const log = trpc.admin.exchange1c.log.useQuery(undefined, { refetchInterval: 30_000 });

  return (
    <Stack gap="6">
      <AdminPanelHeader />
      <AdminSectionHeading title={t('admin:exchange1c.screen.title')}>
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to="/admin/catalog">← {t('admin:catalog.categories.back')}</RouterLink>
        </Link>
      </AdminSectionHeading>
      {log.isPending ? (
        <PageSpinner label={t('layout:common.loading')} />
      ) : log.isError ? (
        <Text color="red.fg">{t('admin:exchange1c.screen.loadFailed')}</Text>
      ) : (
        <>
          <Box bg="white" rounded="xl" borderWidth="1px" p="4">
            <Text mb="2">{t('admin:exchange1c.screen.intro')}</Text>
            <Text>
              {t('admin:exchange1c.screen.url')}:{' '}
              <Code wordBreak="break-all" fontSize="sm">
                {log.data.url}
              </Code>
            </Text>
            {!log.data.enabled && (
              <Text mt="2" color="orange.fg">
                {t('admin:exchange1c.screen.disabled')}
              </Text>
            )}
          </Box>
          <ExchangeLogTable exchanges={log.data.exchanges} />
        </>
      )}
    </Stack>
  );
}
