import { useEffect } from 'react';

/**
 * Rendered beside every page, inside the layout's Suspense boundary: its
 * effect runs once the page's own content has its handlers. On a pre-rendered
 * page that is later than the layout around it, which React hydrates first.
 */
export function PageReady() {
  useEffect(() => {
    // A mark for tests and tools: the page responds to input.
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
