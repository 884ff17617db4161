// Saved-list copy travels with the saved-lists page.
import { savedLists } from '@shop/i18n/namespaces/savedLists';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ savedLists });
