// The server's translator (mails, REST and tRPC error bodies, the CLI): an
// i18next instance over every namespace, initialised synchronously since the
// resources are right here.
import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_NAMESPACE, resources, type Namespace } from './resources';
import './types';

const NAMESPACES = Object.keys(resources) as Namespace[];

const i18n = createInstance();
void i18n.init({
  lng: 'ru',
  fallbackLng: false,
  resources: { ru: resources },
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  // Mails escape every string themselves; JSON bodies are not HTML.
  interpolation: { escapeValue: false },
});

/** `t('errors:notFound')`, `t('layout:mail.duration.minutes', { count: 30 })` ('30 минут'). */
export const t: TFunction<Namespace[]> = i18n.getFixedT('ru', NAMESPACES);
