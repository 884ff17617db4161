// Information-page copy travels in the information chunk: every information
// page imports this module.
import { contact } from '@shop/i18n/ru/contact';
import { info } from '@shop/i18n/ru/info';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ contact, info });
