// Typed keys for t(): a typo in a text key is a compile error.
import 'i18next';
import type { Resources } from '@shop/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
