// The quick order's texts travel with its page; its lines show stock with the cart's words.
import { cart } from '@shop/i18n/namespaces/cart';
import { quickOrder } from '@shop/i18n/namespaces/quickOrder';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ quickOrder, cart });
