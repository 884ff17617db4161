// Sign-in, registration and password copy travels with the auth pages.
import { auth } from '@shop/i18n/namespaces/auth';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ auth });
