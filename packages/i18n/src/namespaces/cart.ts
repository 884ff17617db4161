// i18next namespace `cart`: the cart panel, checkout and success dialogs.
export { cart } from '../ru/cart';
