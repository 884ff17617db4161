// svg-to-pdfkit draws an SVG into a pdfkit page as vectors. It ships no
// types, so it is loaded here once with the one signature the offer uses.
import { createRequire } from 'node:module';
import type { Doc } from './pdf';

type SvgToPdf = (
  doc: Doc,
  svg: string,
  x: number,
  y: number,
  options: {
    width: number;
    height: number;
    preserveAspectRatio?: string;
    /** The registered font for the SVG's texts (the standard PDF fonts have no Cyrillic). */
    fontCallback?: () => string;
  },
) => void;

export const svgToPdf = createRequire(import.meta.url)('svg-to-pdfkit') as SvgToPdf;
