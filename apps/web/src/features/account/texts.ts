// Account copy travels with the account page.
import { account } from '@shop/i18n/ru/account';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ account });
