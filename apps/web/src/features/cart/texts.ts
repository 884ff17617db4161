// The cart chunk (CartHost) adds its namespaces when it loads: the cart panel,
// checkout (order texts) and saving the cart as a list.
import { cart } from '@shop/i18n/namespaces/cart';
import { orders } from '@shop/i18n/namespaces/orders';
import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ cart, orders, savedLists, requisites });
