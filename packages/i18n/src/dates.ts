// Dates as the shop writes them: '22.11.2026', '22.11.2026, 14:05', and in
// words '22 ноября 2026 г.' (lists, the catalogue's update time). The browser
// shows its own time zone; server-side text (mails, CLI, documents) passes
// 'Europe/Moscow', the shop's.

type Style = 'date' | 'dateTime' | 'long' | 'longTime';

const options: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  longTime: { dateStyle: 'long', timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ru-RU', { ...options[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(iso: string, style: Style, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(style, timeZone).format(date);
}

/** "2026-11-22T09:05:00Z" → "22.11.2026"; '' for a value that is not a date. */
export const formatDate = (iso: string, timeZone?: string): string => format(iso, 'date', timeZone);

/** "2026-11-22T09:05:00Z" → "22.11.2026, 12:05" in Moscow; '' for a value that is not a date. */
export const formatDateTime = (iso: string, timeZone?: string): string => format(iso, 'dateTime', timeZone);

/** "2026-11-22T09:05:00Z" → "22 ноября 2026 г."; '' for a value that is not a date. */
export const formatLongDate = (iso: string, timeZone?: string): string => format(iso, 'long', timeZone);

/** The shop's own time zone (Krasnodar keeps Moscow time): mails, documents, the dashboard's days. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

/** "2026-11-22T09:05:00Z" → "22 ноября 2026 г. в 12:05"; '' for a value that is not a date. */
export const formatLongDateTime = (iso: string, timeZone?: string): string =>
  format(iso, 'longTime', timeZone);
