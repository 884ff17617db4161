// Catalogue copy travels with the catalogue pages (and the part dialog, a lazy
// chunk of its own), not in the shell: /login does not download it.
import { catalog } from '@shop/i18n/namespaces/catalog';
import { addTexts } from '../../shared/i18n/i18n';

addTexts({ catalog });
