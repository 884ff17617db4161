// Catalogue copy travels with the catalogue pages (and the part dialog, a lazy
// chunk of its own), not in the shell: /login does not download it.
import { catalog } from '@shop/i18n/ru/catalog';
import { registerTexts } from '../../shared/i18n/translate';

registerTexts({ catalog });
