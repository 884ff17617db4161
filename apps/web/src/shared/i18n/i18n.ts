// react-i18next over the Russian resources of @shop/i18n. The shell's
// namespace (layout) is here, in the entry chunk; each feature's
// chunk adds its own namespace when it loads (features/<feature>/texts.ts), so
// a first visit downloads only the texts of its screen. Keys are typed
// (@shop/i18n/types): a key that does not exist fails `tsc`.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { layout } from '@shop/i18n/namespaces/layout';
import type { Namespace } from '@shop/i18n/types';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: false,
  resources: { ru: { layout } },
  ns: ['layout'],
  defaultNS: 'layout',
  // The resources are right here: ready before the first render, no backend.
  initAsync: false,
  partialBundledLanguages: true,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // A screen whose namespace was not added shows keys: say so in the console,
  // where the browser journeys look for it.
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => console.error(`Missing text: ${namespace}:${key}`),
});

/**
 * Adds namespaces of a feature chunk; called by the chunk's texts.ts when it
 * loads. (The browser's namespaces leave out the server's mail texts.)
 */
export function addTexts(namespaces: { [N in Namespace]?: object }): void {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    if (!i18next.hasResourceBundle('ru', namespace)) i18next.addResourceBundle('ru', namespace, texts);
  }
}
