// Simple per-category pictograms for the demo images, drawn around (0, 0)
// within about ±110 units. `a` is the accent colour, `b` the background.
import type { DemoCategoryId } from './categories';

type Draw = (a: string, b: string) => string;

const piston: Draw = (a, b) => `
  <path d="M-14 -10 L-26 86 L26 86 L14 -10 Z" fill="${a}" opacity="0.75"/>
  <circle cx="0" cy="92" r="28" fill="${a}"/><circle cx="0" cy="92" r="13" fill="${b}"/>
  <rect x="-64" y="-100" width="128" height="100" rx="14" fill="${a}"/>
  <rect x="-64" y="-82" width="128" height="7" fill="${b}"/>
  <rect x="-64" y="-66" width="128" height="7" fill="${b}"/>
  <circle cx="0" cy="-26" r="13" fill="${b}"/>`;

const battery: Draw = (a, b) => `
  <rect x="-70" y="-86" width="34" height="20" rx="4" fill="${a}"/>
  <rect x="36" y="-86" width="34" height="20" rx="4" fill="${a}"/>
  <rect x="-100" y="-70" width="200" height="140" rx="14" fill="${a}"/>
  <rect x="-100" y="-30" width="200" height="8" fill="${b}" opacity="0.5"/>
  <path d="M-66 20 h30 M-51 5 v30" stroke="${b}" stroke-width="8" stroke-linecap="round"/>
  <path d="M36 20 h30" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`;

const wheel: Draw = (a, b) => {
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (deg) => `<rect x="-5" y="-60" width="10" height="60" rx="5" fill="${a}" transform="rotate(${deg})"/>`,
    )
    .join('');
  return `
  <circle r="108" fill="${a}"/><circle r="70" fill="${b}"/>
  <circle r="70" fill="none" stroke="${a}" stroke-width="6" opacity="0.5"/>
  ${spokes}<circle r="18" fill="${a}"/><circle r="7" fill="${b}"/>`;
};

const brakeDisc: Draw = (a, b) => {
  const holes = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return `<circle cx="${(78 * Math.cos(angle)).toFixed(1)}" cy="${(78 * Math.sin(angle)).toFixed(1)}" r="7" fill="${b}"/>`;
  }).join('');
  return `
  <circle r="104" fill="${a}" opacity="0.55"/>${holes}
  <circle r="40" fill="${a}"/><circle r="16" fill="${b}"/>
  <path d="M40 -112 A116 116 0 0 1 112 -40 L84 -30 A88 88 0 0 0 30 -84 Z" fill="${a}"/>`;
};

const bolt: Draw = (a, b) => `
  <circle r="106" fill="none" stroke="${a}" stroke-width="10" opacity="0.5"/>
  <path d="M18 -96 L-52 12 L-4 12 L-22 96 L54 -16 L6 -16 Z" fill="${a}" stroke="${b}" stroke-width="4" stroke-linejoin="round"/>`;

const scooter: Draw = (a, b) => `
  <circle cx="-78" cy="58" r="34" fill="${a}"/><circle cx="-78" cy="58" r="13" fill="${b}"/>
  <circle cx="82" cy="58" r="34" fill="${a}"/><circle cx="82" cy="58" r="13" fill="${b}"/>
  <path d="M-118 30 Q-120 -10 -70 -14 L-10 -14 L10 20 L60 20 L70 -40 L60 -82" fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M40 -86 L84 -82" stroke="${a}" stroke-width="12" stroke-linecap="round"/>
  <rect x="-84" y="-36" width="64" height="16" rx="8" fill="${a}" opacity="0.8"/>`;

const box: Draw = (a) => `
  <rect x="-90" y="-80" width="180" height="160" rx="10" fill="${a}" opacity="0.8"/>`;

const PICTOGRAMS: Record<DemoCategoryId, Draw> = {
  engine: piston,
  batteries: battery,
  wheels: wheel,
  brakes: brakeDisc,
  electrics: bolt,
  body: scooter,
};

export function pictogram(categoryId: string, accent: string, background: string): string {
  const draw = PICTOGRAMS[categoryId as DemoCategoryId] ?? box;
  return draw(accent, background);
}
