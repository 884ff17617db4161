// Information-page copy travels in the information chunk: every information
// page imports this module.
import { info } from '@shop/i18n/namespaces/info';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ info });
