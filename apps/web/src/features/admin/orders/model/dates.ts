// Russian date and time of the admin's order screens, in the shop's time zone of the browser.
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 2025-03-05T09:07:00Z -> "05.03.2025, 12:07" (Moscow). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
