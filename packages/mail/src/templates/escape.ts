// Every string that reaches mail HTML passes through here: user data in a mail
// is as dangerous as on a web page (webmail clients render it).
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Only web links may become buttons: a `javascript:` URL must never be clickable. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing a non-web link in a mail: ${parsed.protocol}`);
  }
  return parsed.toString();
}
