// i18next namespace `layout`: the app shell (header, menu, footer, crumbs,
// access guard, 404, crash screen), page titles, company facts, the frame of
// every e-mail. Loaded with the entry chunk: every screen shows it.
import { common } from '../ru/common';
import { company } from '../ru/company';
import { layout as shell } from '../ru/layout';
import { mailLayout } from '../ru/mailLayout';
import { pages } from '../ru/pages';

export const layout = { ...shell, common, company, pages, mail: mailLayout } as const;
