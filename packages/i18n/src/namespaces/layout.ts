// i18next namespace `layout`: the app shell (header, menu, footer, crumbs,
// access guard, 404, crash screen), page titles and company facts. Loaded
// with the entry chunk: every screen shows it. The frame of every e-mail
// (`layout:mail`) is added on the server only (resources.ts).
import { common } from '../ru/common';
import { company } from '../ru/company';
import { layout as shell } from '../ru/layout';
import { pages } from '../ru/pages';

export const layout = { ...shell, common, company, pages } as const;
