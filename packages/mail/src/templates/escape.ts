// User data in a mail is as dangerous as on a web page (webmail clients render
// it): every string in mail HTML goes through the shop's one escapeHtml.
export { escapeHtml } from '@shop/i18n/escape';

/** Only web links may become buttons: a `javascript:` URL must never be clickable. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing a non-web link in a mail: ${parsed.protocol}`);
  }
  return parsed.toString();
}
