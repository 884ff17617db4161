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

const translate = i18n.getFixedT('ru', NAMESPACES);

/**
 * A text without options never changes here (the resources are fixed), so it
 * is looked up once: i18next spends ~15 us on a lookup, and a new order's two
 * mails make about sixty of them (issue 21: a tenth of the server's CPU under
 * load). Bounded, in case a caller ever builds keys from input.
 */
const plainTexts = new Map<string, string>();
const PLAIN_TEXTS_MAX = 5000;

function cachedT(key: string | string[], ...rest: unknown[]): unknown {
  if (rest.length > 0 || typeof key !== 'string')
    return (translate as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = translate(key as never) as string;
    if (plainTexts.size < PLAIN_TEXTS_MAX) plainTexts.set(key, text);
  }
  return text;
}

/** `t('errors:notFound')`, `t('layout:mail.duration.minutes', { count: 30 })` ('30 минут'). */
export const t = cachedT as unknown as TFunction<Namespace[]>;
