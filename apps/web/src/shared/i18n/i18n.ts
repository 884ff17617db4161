// react-i18next over the one Russian resource tree of @shop/i18n. Russian is
// the only language, so there is no detection and no lazy loading.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru } from '@shop/i18n';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru'],
  resources: { ru: { translation: ru } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { i18next };
