// The product page shows the catalogue's labels (price, stock, cart button).
import { catalog } from '@shop/i18n/ru/catalog';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ catalog });
