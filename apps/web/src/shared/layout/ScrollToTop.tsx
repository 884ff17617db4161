import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../routing';

/** New pages start at the top; back/forward keeps the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
