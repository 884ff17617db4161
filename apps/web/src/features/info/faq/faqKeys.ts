import { ru } from '@shop/i18n';
import { keysOf } from '../textKeys';

/** The FAQ questions in the written order. */
export const FAQ_KEYS = keysOf(ru.info.faq.items);
