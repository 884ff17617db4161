/** Sent by PageReady when a page has its handlers; main.tsx waits for it (kept apart so the entry script stays free of React). */
export const PAGE_READY_EVENT = 'shop:page-ready';
