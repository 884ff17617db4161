// The plain-text twin of every mail: spam filters score HTML-only mail badly,
// and some readers (and all terminals) show only text.
import type { MailBlock, MailDocument } from './document';
import type { MailFooter } from './footer';

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'details':
      return block.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'table':
      return [...block.rows, ...(block.footer ?? [])]
        .map((row) => row.filter(Boolean).join(' | '))
        .join('\n');
  }
}

export function renderText(doc: MailDocument, footer: MailFooter): string {
  return [
    doc.heading,
    ...doc.blocks.map(blockText),
    '-- ', // the standard signature separator
    [
      footer.companyName,
      footer.address,
      `${footer.phone}, ${footer.email}`,
      footer.hours,
      '',
      footer.automatic,
      footer.copyright,
    ].join('\n'),
  ].join('\n\n');
}
