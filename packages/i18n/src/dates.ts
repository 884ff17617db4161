// Dates as the shop writes them: '22.11.2026' and '22.11.2026, 14:05'. The
// browser shows its own time zone; server-side text (CLI) passes
// 'Europe/Moscow', the shop's.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(iso: string, withTime: boolean, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(withTime, timeZone).format(date);
}

/** "2026-11-22T09:05:00Z" → "22.11.2026"; '' for a value that is not a date. */
export const formatDate = (iso: string, timeZone?: string): string => format(iso, false, timeZone);

/** "2026-11-22T09:05:00Z" → "22.11.2026, 12:05" in Moscow; '' for a value that is not a date. */
export const formatDateTime = (iso: string, timeZone?: string): string => format(iso, true, timeZone);
