import { info } from '@shop/i18n/namespaces/info';
import { keysOf } from '../textKeys';

/** The FAQ questions in the written order. */
export const FAQ_KEYS = keysOf(info.faq.items);
