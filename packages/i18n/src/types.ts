// Typed translation keys: with these resources declared, `t('catalog:search.label')`
// type-checks and a key that does not exist fails `tsc`, in the web client and
// on the server alike. (Imported for its types by index.ts and the web's i18n setup.)
import type { DEFAULT_NAMESPACE, Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: Resources;
  }
}

export type { Namespace, Resources } from './resources';
