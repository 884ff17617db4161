import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * New pages start at the top; back/forward keeps the browser's own scroll
 * restoration. Only a new path counts: a query change on the same page (the
 * catalogue's filters, '?cart=open') leaves the scroll where it is, also after
 * a back/forward (which used to scroll to the top on the next query change).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const onNewPath = useEffectEvent(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  });
  useEffect(() => onNewPath(), [pathname]);
  return null;
}
