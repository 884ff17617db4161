// Account copy travels with the account page.
import { auth } from '@shop/i18n/namespaces/auth';
import { requisites } from '@shop/i18n/namespaces/requisites';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ auth, requisites });
