// The cart chunk (CartHost) registers its copy when it loads: the cart panel,
// checkout (order texts) and saving the cart as a list.
import { cart } from '@shop/i18n/ru/cart';
import { orders } from '@shop/i18n/ru/orders';
import { savedLists } from '@shop/i18n/ru/savedLists';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ cart, orders, savedLists });
