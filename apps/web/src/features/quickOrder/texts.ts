// The quick order's texts travel with its page.
import { quickOrder } from '@shop/i18n/namespaces/quickOrder';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ quickOrder });
