// i18next namespace `catalog`: catalogue screens, part card and dialog, the public product page.
export { catalog } from '../ru/catalog';
