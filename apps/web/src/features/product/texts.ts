// The product page shows the catalogue's labels (price, stock, cart button).
import { catalog } from '@shop/i18n/namespaces/catalog';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ catalog });
