// The first image's preload must ask for exactly what the card's <img> will
// (same srcset, same sizes), or a phone downloads the picture twice.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@shop/i18n/escape';
import { CARD_IMAGE_SIZES, photoSrcSet } from '@shop/schemas/catalogView';
import { imagePreload } from './firstScreenData';

const key = 'c'.repeat(32);

describe('[CATALOG] the first screen’s image preload', () => {
  it.each([
    ['served by the shop', `/media/parts/${key}-960.webp`],
    ['served by the store (PHOTO_PUBLIC_URL)', `https://cdn.example.ru/shop/photos/${key}-960.webp`],
  ])('names the card’s srcset and sizes for a photo %s', (_where, url) => {
    const tag = imagePreload(url);
    expect(tag).toContain(`imagesrcset="${escapeHtml(photoSrcSet(url)!)}"`);
    expect(tag).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
  });

  it('preloads a demo drawing as it is, without renditions', () => {
    expect(imagePreload('/media/demo/engine/5ML-E4450-00/1')).toBe(
      '<link rel="preload" as="image" href="/media/demo/engine/5ML-E4450-00/1" />',
    );
  });
});
