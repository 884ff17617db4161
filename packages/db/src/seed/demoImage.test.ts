import { describe, expect, it } from 'vitest';
import { demoImageUrl, renderDemoPartImage } from './demoImage';

describe('renderDemoPartImage', () => {
  it('renders a 600x450 SVG with the article', () => {
    const svg = renderDemoPartImage({ categoryId: 'engine', partNumber: '5ML-E4450-00', n: 1 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="450"/);
    expect(svg).toContain('>5ML-E4450-00</text>');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('escapes the article', () => {
    const svg = renderDemoPartImage({ categoryId: 'body', partNumber: '<script>&"x"', n: 2 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;x&quot;');
  });

  it('draws a different shot for each n and tolerates unknown categories', () => {
    const shots = [1, 2, 3, 4].map((n) =>
      renderDemoPartImage({ categoryId: 'wheels', partNumber: 'MP-10245', n }),
    );
    expect(new Set(shots).size).toBe(4);
    expect(renderDemoPartImage({ categoryId: 'nope', partNumber: 'X', n: 9 })).toContain('>X</text>');
  });

  it('builds local urls with the article encoded', () => {
    expect(demoImageUrl('engine', 'SEE-139QMB-0712', 2)).toBe('/media/demo/engine/SEE-139QMB-0712/2.svg');
    expect(demoImageUrl('body', 'A/B C', 1)).toBe('/media/demo/body/A%2FB%20C/1.svg');
  });
});
