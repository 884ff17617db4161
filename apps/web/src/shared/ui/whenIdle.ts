/**
 * Runs `task` when the browser has nothing else to do (after the first render
 * and the page's own requests), to fetch code the user is likely to need next.
 * Returns a cancel function for effect cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
