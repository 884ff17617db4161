// Locally generated product pictures for the demo catalogue: no external
// URLs, nothing to download, and every article gets its own image.
import { escapeHtml } from '@shop/i18n/escape';
import { demoCategory } from './categories';
import { pictogram } from './pictograms';

export interface DemoImageInput {
  categoryId: string;
  partNumber: string;
  /** 1..4: which "photo" of the part. */
  n: number;
}

export function demoImageUrl(categoryId: string, partNumber: string, n: number): string {
  return `/media/demo/${categoryId}/${encodeURIComponent(partNumber)}/${n}.svg`;
}

// Each n looks like a different shot: angle, zoom and background tone.
const SHOTS = [
  { rotate: 0, scale: 1, shade: 0 },
  { rotate: -14, scale: 1, shade: 0.06 },
  { rotate: 8, scale: 1.2, shade: 0.08 },
  { rotate: 0, scale: 0.8, shade: 0.03 },
] as const;

export function renderDemoPartImage({ categoryId, partNumber, n }: DemoImageInput): string {
  const category = demoCategory(categoryId);
  const { background, accent } = category?.colors ?? { background: '#F1F3F4', accent: '#607D8B' };
  const shot = SHOTS[(Math.max(1, Math.floor(n)) - 1) % SHOTS.length] ?? SHOTS[0];
  const article = escapeHtml(partNumber);
  const caption = escapeHtml(category?.name ?? 'Запчасть');
  // Long articles shrink so they stay inside the 600px frame.
  const fontSize = Math.min(44, Math.floor(1000 / Math.max(partNumber.length, 1)));
  const packaging =
    n === 4
      ? `<rect x="170" y="60" width="260" height="250" rx="18" fill="#ffffff" opacity="0.7" stroke="${accent}" stroke-dasharray="10 8" stroke-width="3"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 600 450" role="img" aria-label="${article}">
<title>${article}</title>
<rect width="600" height="450" fill="${background}"/>
<rect width="600" height="450" fill="#000000" opacity="${shot.shade}"/>
<circle cx="520" cy="70" r="140" fill="#ffffff" opacity="0.35"/>
${packaging}
<g transform="translate(300 185) rotate(${shot.rotate}) scale(${shot.scale})">${pictogram(categoryId, accent, background)}</g>
<rect x="0" y="340" width="600" height="110" fill="#ffffff" opacity="0.82"/>
<text x="300" y="392" text-anchor="middle" font-family="'JetBrains Mono', 'DejaVu Sans Mono', Consolas, monospace" font-size="${fontSize}" font-weight="700" fill="#263238">${article}</text>
<text x="300" y="428" text-anchor="middle" font-family="'PT Sans', Arial, sans-serif" font-size="18" fill="#607D8B">${caption}</text>
</svg>`;
}
