// Small formatting shared by templates.
import { text } from '@shop/i18n';

/** Whitespace-only or missing values read as "не указано" rather than a blank. */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : text('mail.layout.notSpecified');
}

/** "Здравствуйте, Иван!" or, without a name, "Здравствуйте!". */
export function greeting(name: string | null | undefined): string {
  return name?.trim()
    ? text('mail.layout.greeting', { name: name.trim() })
    : text('mail.layout.greetingAnonymous');
}

/** Stored phones are digits starting with 7; show them as +7 (900) 123-45-67. */
export function formatPhone(phone: string | null | undefined): string {
  const m = phone?.match(/^7(\d{3})(\d{3})(\d{2})(\d{2})$/);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : orNotSpecified(phone);
}

const plural = new Intl.PluralRules('ru-RU');

/** "1 минуту", "3 минуты", "30 минут" (accusative: "действительна 30 минут"). */
export function minutes(count: number): string {
  const form = plural.select(count);
  if (form === 'one') return text('mail.duration.minutesOne', { count });
  if (form === 'few') return text('mail.duration.minutesFew', { count });
  return text('mail.duration.minutesMany', { count });
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function pageUrl(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}
