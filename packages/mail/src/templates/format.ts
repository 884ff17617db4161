// Small formatting shared by templates.
import { formatPhone, t } from '@shop/i18n';

/** Whitespace-only or missing values read as "не указано" rather than a blank. */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : t('layout:mail.notSpecified');
}

/** "Здравствуйте, Иван!" or, without a name, "Здравствуйте!". */
export function greeting(name: string | null | undefined): string {
  return name?.trim() ? t('layout:mail.greeting', { name: name.trim() }) : t('layout:mail.greetingAnonymous');
}

/** +7 (900) 123-45-67, or "не указано" without a phone. */
export function phoneOrNotSpecified(phone: string | null | undefined): string {
  return phone?.trim() ? formatPhone(phone.trim()) : orNotSpecified(phone);
}

/** "1 минуту", "3 минуты", "30 минут" (accusative: "действительна 30 минут"), by i18next's Russian plurals. */
export function minutes(count: number): string {
  return t('layout:mail.duration.minutes', { count });
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function pageUrl(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}
