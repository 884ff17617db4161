// Uploaded photos are stored as WebP renditions 160, 480 and 960 px wide
// (/media/parts/<key>-960.webp, or PHOTO_PUBLIC_URL/<key>-960.webp when the
// store serves them itself); a phone's card loads the small one.
const UPLOADED = /^(\S*\/[0-9a-f]{32})-960\.webp$/;
const WIDTHS = [160, 480, 960];

/** The `srcset` of an uploaded photo; undefined for other images (demo drawings). */
export function photoSrcSet(url: string): string | undefined {
  const base = UPLOADED.exec(url)?.[1];
  return base ? WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ') : undefined;
}
