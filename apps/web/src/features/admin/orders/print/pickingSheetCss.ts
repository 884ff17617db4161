// The sheet is a plain A4 document: printed on paper, so it uses print units
// and no theme. On screen it shows as a white page on grey.
export const PICKING_SHEET_CSS = `
@page { size: A4; margin: 14mm 12mm 16mm; }
.ps { box-sizing: border-box; width: 210mm; max-width: 100%; margin: 24px auto; padding: 14mm 12mm;
  background: #fff; color: #000; font: 10.5pt/1.35 Arial, 'Helvetica Neue', sans-serif;
  box-shadow: 0 2px 12px rgba(0,0,0,.15); }
.ps h1, .ps h2 { font-weight: bold; }
.ps h1 { font-size: 17pt; margin: 0 0 2mm; letter-spacing: .5px; }
.ps h2 { font-size: 11pt; margin: 5mm 0 2mm; text-transform: uppercase; border-bottom: 1px solid #000; padding-bottom: 1mm; }
.ps-head { display: flex; justify-content: space-between; gap: 8mm; border-bottom: 2px solid #000; padding-bottom: 3mm; }
.ps-company { font-weight: bold; font-size: 12pt; }
.ps-small { font-size: 9pt; color: #333; }
.ps p { margin: 0 0 2mm; }
.ps-meta { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 4mm; margin-top: 4mm; }
.ps-meta dt { font-weight: bold; }
.ps-meta dd { margin: 0; }
.ps .ps-blank { margin-top: 3mm; }
.ps table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
.ps th, .ps td { border: 1px solid #000; padding: 1.5mm 2mm; vertical-align: top; text-align: left; }
.ps th { background: #eee; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.ps .num { text-align: right; white-space: nowrap; }
.ps .picked { width: 18mm; }
.ps tr { break-inside: avoid; }
.ps-total { display: flex; justify-content: flex-end; gap: 6mm; margin-top: 3mm; font-size: 12pt; font-weight: bold; }
.ps-lines div { border-bottom: 1px solid #000; height: 8mm; }
.ps-signs { display: grid; grid-template-columns: 1fr 1fr; gap: 12mm; margin-top: 10mm; break-inside: avoid; }
.ps-sign-line { border-bottom: 1px solid #000; height: 10mm; }
.ps-caption { font-size: 8pt; color: #333; text-align: center; }
.ps-actions { text-align: right; margin-bottom: 4mm; }
.ps-actions button { font: inherit; padding: 6px 16px; cursor: pointer; border: 1px solid #999; border-radius: 4px; background: #f5f5f5; }
.ps-state { width: 210mm; max-width: 100%; margin: 48px auto; text-align: center; font: 12pt Arial, sans-serif; }
@media screen and (max-width: 800px) { .ps { margin: 0; padding: 16px; box-shadow: none; } .ps-head { flex-direction: column; } }
/* A phone, on screen or printing to its own width (an A4 page is wider): the
   six columns fit 343 px when cells pad less and long articles break. */
@media (max-width: 600px) {
  .ps table { font-size: 8.5pt; }
  .ps th, .ps td { padding: 1mm; }
  .ps td, .ps-meta dd { overflow-wrap: anywhere; }
  .ps .picked { width: auto; }
  .ps-meta { grid-template-columns: minmax(0, max-content) minmax(0, 1fr); }
  .ps-signs { gap: 6mm; }
}
@media print {
  html, body { background: #fff !important; }
  .ps { width: auto; margin: 0; padding: 0; box-shadow: none; }
  .ps-actions { display: none; }
}
`;
