import { SkipNavContent, SkipNavLink } from '@chakra-ui/react';
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
import { PageHydratedSignal } from './pageHydrated';
import { ScrollToTop } from './ScrollToTop';

interface SiteLayoutProps {
  children: ReactNode;
}

/**
 * The frame around every page: header, breadcrumbs, the page (lazy, guarded by
 * an error boundary), footer. It does not read the address itself: a search
 * typed on the catalogue rewrites ?q= and must not render the header and
 * footer again (issue 16). Styled by the theme's classes (layoutCss.ts).
 */
export function SiteLayout({ children }: SiteLayoutProps) {
  const { t } = useTranslation('layout');
  return (
    <div className="site-frame">
      <SkipNavLink bg="white" color="brand.fg" fontWeight="semibold">
        {t('skipToContent')}
      </SkipNavLink>
      <Header />
      <main className="site-main">
        <SkipNavContent />
        <div className="page-column site-main__column">
          <CrumbNameProvider>
            <Breadcrumbs />
            <PageBoundary>
              <Suspense fallback={<PageSpinner label={t('pageLoading')} />}>
                {children}
                <PageHydratedSignal />
              </Suspense>
            </PageBoundary>
          </CrumbNameProvider>
        </div>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}

/** Keyed by path: leaving a broken page clears the error. */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<CrashScreen />}>
      {children}
    </ErrorBoundary>
  );
}
