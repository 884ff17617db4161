// Account copy (and the password form texts of `auth`) travels with the account page.
import { account } from '@shop/i18n/ru/account';
import { auth } from '@shop/i18n/ru/auth';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ account, auth });
