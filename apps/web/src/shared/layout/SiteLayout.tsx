import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CrashScreen } from '../ui/CrashScreen';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSpinner } from '../ui/PageSpinner';
import { Breadcrumbs } from './Breadcrumbs';
import { CrumbNameProvider } from './crumbName';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageContainer } from './PageContainer';
import { ScrollToTop } from './ScrollToTop';

interface SiteLayoutProps {
  cartCount: number;
  children: ReactNode;
}

/** The frame around every page: header, breadcrumbs, the page (lazy, guarded by an error boundary), footer. */
export function SiteLayout({ cartCount, children }: SiteLayoutProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink bg="white" color="brand.fg" fontWeight="semibold">
        {t('skipToContent')}
      </SkipNavLink>
      <Header cartCount={cartCount} />
      <Box as="main" flex="1">
        <SkipNavContent />
        <PageContainer py={{ base: '5', md: '8' }}>
          <CrumbNameProvider>
            <Breadcrumbs />
            {/* Keyed by path: leaving a broken page clears the error. */}
            <ErrorBoundary key={pathname} fallback={<CrashScreen />}>
              <Suspense fallback={<PageSpinner label={t('pageLoading')} />}>{children}</Suspense>
            </ErrorBoundary>
          </CrumbNameProvider>
        </PageContainer>
      </Box>
      <Footer />
      <ScrollToTop />
    </Flex>
  );
}
