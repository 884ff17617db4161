// Saved-list copy travels with the saved-lists page.
import { savedLists } from '@shop/i18n/ru/savedLists';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ savedLists });
