import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './catalogView';

describe('[CATALOG] photo srcset', () => {
  it('lists the three renditions of an uploaded photo, and nothing for other images', () => {
    const key = 'a'.repeat(32);
    expect(photoSrcSet(`/media/parts/${key}-960.webp`)).toBe(
      `/media/parts/${key}-160.webp 160w, /media/parts/${key}-480.webp 480w, /media/parts/${key}-960.webp 960w`,
    );
    const store = 'https://cdn.example.ru/shop/photos';
    expect(photoSrcSet(`${store}/${key}-960.webp`)).toBe(
      `${store}/${key}-160.webp 160w, ${store}/${key}-480.webp 480w, ${store}/${key}-960.webp 960w`,
    );
    expect(photoSrcSet('/media/demo/engine/5ML-E4450-00/1')).toBeUndefined();
  });
});
