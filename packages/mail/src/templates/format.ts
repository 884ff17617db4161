// Small formatting shared by templates.
import { t } from '@shop/i18n';

/** Whitespace-only or missing values read as "не указано" rather than a blank. */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : t('layout:mail.notSpecified');
}

/** "Здравствуйте, Иван!" or, without a name, "Здравствуйте!". */
export function greeting(name: string | null | undefined): string {
  return name?.trim() ? t('layout:mail.greeting', { name: name.trim() }) : t('layout:mail.greetingAnonymous');
}

/** Stored phones are digits starting with 7; show them as +7 (900) 123-45-67. */
export function formatPhone(phone: string | null | undefined): string {
  const m = phone?.match(/^7(\d{3})(\d{3})(\d{2})(\d{2})$/);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : orNotSpecified(phone);
}

/** "1 минуту", "3 минуты", "30 минут" (accusative: "действительна 30 минут"), by i18next's Russian plurals. */
export function minutes(count: number): string {
  return t('layout:mail.duration.minutes', { count });
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function pageUrl(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}
