// i18next namespace `quickOrder`: the quick order page, its statuses and
// refusals, and the headers of the Excel files of carts, orders and lists.
export { quickOrder } from '../ru/quickOrder';
