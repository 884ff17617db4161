// i18next namespace `requisites`: company details, client terms, shop settings, invoices and commercial offers.
export { requisites } from '../ru/requisites';
