// The catalogue view the server rendered a page in (the buyer's cookie,
// model/layoutPreference.ts), given to the server's render and to the
// browser's hydration of that page alike (prerender/entry-server.tsx,
// app/boot.tsx), so both draw the same view. Absent elsewhere: the grid.
import { createContext } from 'react';
import type { CatalogLayout } from './layoutPreference';

export const RenderedLayoutContext = createContext<CatalogLayout>('grid');
