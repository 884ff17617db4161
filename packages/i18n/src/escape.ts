// Every string that reaches HTML or XML we write (mails, page heads, the
// sitemap, demo SVGs) passes through here: the five characters that could
// end an attribute or start markup become entities, valid in HTML and XML.
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
