// Sign-in, registration and password copy travels with the auth pages.
import { auth } from '@shop/i18n/ru/auth';
import { loginPage } from '@shop/i18n/ru/loginPage';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ auth, loginPage });
