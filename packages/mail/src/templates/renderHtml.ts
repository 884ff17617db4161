// The branded HTML layout: tables and inline styles only, because that is
// what Outlook, Gmail and the Russian webmail clients all render the same way.
import type { MailBlock, MailDocument } from './document';
import { escapeHtml as e, safeUrl } from './escape';
import type { MailFooter } from './footer';

const ACCENT = '#FF6600';
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const TEXT = `${FONT}font-size:15px;line-height:22px;color:#1f2933;`;
const MUTED = `${FONT}font-size:13px;line-height:19px;color:#6b7280;`;
const LAYOUT_TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function detailRows(rows: ReadonlyArray<{ label: string; value: string }>): string {
  const cell = 'padding:8px 0;border-bottom:1px solid #eeeeee;vertical-align:top;';
  return rows
    .map(
      (r) =>
        `<tr><td width="35%" style="${cell}${MUTED}">${e(r.label)}</td>` +
        `<td style="${cell}${TEXT}font-weight:bold;">${e(r.value)}</td></tr>`,
    )
    .join('');
}

function dataTable(block: Extract<MailBlock, { type: 'table' }>): string {
  const align = (i: number) => block.columns[i]?.align ?? 'left';
  const cell = (value: string, i: number, extra: string) =>
    `<td align="${align(i)}" style="padding:6px 8px;border-bottom:1px solid #eeeeee;${TEXT}font-size:13px;${extra}">${e(value)}</td>`;
  const head = block.columns
    .map(
      (c, i) =>
        `<th align="${align(i)}" style="padding:6px 8px;border-bottom:2px solid ${ACCENT};${MUTED}">${e(c.label)}</th>`,
    )
    .join('');
  const body = block.rows.map((row) => `<tr>${row.map((v, i) => cell(v, i, '')).join('')}</tr>`).join('');
  const foot = (block.footer ?? [])
    .map((row) => `<tr>${row.map((v, i) => cell(v, i, 'font-weight:bold;')).join('')}</tr>`)
    .join('');
  return `<table ${LAYOUT_TABLE} width="100%" style="margin:0 0 20px;border-collapse:collapse;"><tr>${head}</tr>${body}${foot}</table>`;
}

function button(label: string, url: string, fallbackText: string): string {
  const href = e(safeUrl(url));
  return (
    `<table ${LAYOUT_TABLE} style="margin:8px 0 16px;"><tr>` +
    `<td bgcolor="${ACCENT}" style="background:${ACCENT};border-radius:6px;">` +
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;${FONT}font-size:15px;` +
    `font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(label)}</a>` +
    `</td></tr></table>` +
    `<p style="margin:0 0 20px;${MUTED}">${e(fallbackText)}<br>` +
    `<a href="${href}" target="_blank" style="color:${ACCENT};word-break:break-all;">${href}</a></p>`
  );
}

function blockHtml(block: MailBlock, linkFallback: string): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${e(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;${MUTED}">${e(block.text)}</p>`;
    case 'details':
      return `<table ${LAYOUT_TABLE} width="100%" style="margin:0 0 20px;border-collapse:collapse;">${detailRows(block.rows)}</table>`;
    case 'button':
      return button(block.label, block.url, linkFallback);
    case 'table':
      return dataTable(block);
  }
}

function footerHtml(footer: MailFooter): string {
  const link = `color:${ACCENT};text-decoration:none;`;
  return (
    `<strong style="color:#1f2933;">${e(footer.companyName)}</strong><br>${e(footer.address)}<br>` +
    `<a href="${e(footer.phoneHref)}" style="${link}">${e(footer.phone)}</a> &middot; ` +
    `<a href="${e(footer.emailHref)}" style="${link}">${e(footer.email)}</a><br>${e(footer.hours)}<br><br>` +
    `${e(footer.automatic)}<br>${e(footer.copyright)}`
  );
}

export function renderHtml(doc: MailDocument, footer: MailFooter): string {
  const blocks = doc.blocks.map((b) => blockHtml(b, footer.linkFallback)).join('\n');
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(doc.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(doc.preheader)}</div>
<table ${LAYOUT_TABLE} width="100%" style="background:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">
<table ${LAYOUT_TABLE} width="600" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="background:${ACCENT};border-radius:8px 8px 0 0;padding:20px 32px;${FONT}color:#ffffff;">
<div style="font-size:22px;font-weight:bold;">${e(footer.companyName)}</div>
<div style="font-size:13px;">${e(footer.tagline)}</div>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;${FONT}font-size:22px;line-height:28px;color:#1f2933;">${e(doc.heading)}</h1>
${blocks}
</td></tr>
<tr><td style="padding:20px 32px;background:#fafafa;border-top:3px solid ${ACCENT};border-radius:0 0 8px 8px;${FONT}font-size:12px;line-height:18px;color:#6b7280;">
${footerHtml(footer)}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
