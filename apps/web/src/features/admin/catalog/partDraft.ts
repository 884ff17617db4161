// The part form's text fields <-> the procedures' input, checked with the
// same zod schema the server uses (partCreateInput), so both sides agree.
import { partCreateInput, splitCrossNumbers, type PartCreateInput } from '@shop/schemas';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { kopecksToInput, parseRoubles } from '../../../shared/money/roublesInput';

export interface PartDraft {
  name: string;
  partNumber: string;
  brand: string;
  categoryId: string;
  price: string;
  retailPrice: string;
  availability: string;
  description: string;
  markedNew: boolean;
  crossNumbers: string;
  analogues: string;
}

export const EMPTY_DRAFT: PartDraft = {
  name: '',
  partNumber: '',
  brand: '',
  categoryId: '',
  price: '',
  retailPrice: '',
  availability: '0',
  description: '',
  markedNew: false,
  crossNumbers: '',
  analogues: '',
};

export function draftOf(part: RouterOutputs['admin']['catalog']['part']): PartDraft {
  return {
    name: part.name,
    partNumber: part.partNumber,
    brand: part.brand,
    categoryId: part.categoryId,
    price: kopecksToInput(part.priceKopecks),
    retailPrice: kopecksToInput(part.retailPriceKopecks),
    availability: String(part.availability),
    description: part.description,
    markedNew: part.markedNew,
    crossNumbers: part.crossNumbers.join(', '),
    analogues: part.analogueArticles.join(', '),
  };
}

/** The input, or the Russian message of each invalid field. */
export function readDraft(
  draft: PartDraft,
): { ok: true; input: PartCreateInput } | { ok: false; errors: Partial<Record<keyof PartDraft, string>> } {
  const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
  const candidate = {
    name: draft.name,
    partNumber: draft.partNumber,
    brand: draft.brand,
    categoryId: draft.categoryId,
    priceKopecks: parseRoubles(draft.price) ?? draft.price,
    retailPriceKopecks:
      draft.retailPrice.trim() === '' ? null : (parseRoubles(draft.retailPrice) ?? draft.retailPrice),
    availability: number(draft.availability),
    description: draft.description,
    markedNew: draft.markedNew,
    crossNumbers: splitCrossNumbers(draft.crossNumbers),
    analogueArticles: splitCrossNumbers(draft.analogues),
  };
  const parsed = partCreateInput.safeParse(candidate);
  if (parsed.success) return { ok: true, input: candidate as PartCreateInput };
  const field: Record<string, keyof PartDraft> = {
    priceKopecks: 'price',
    retailPriceKopecks: 'retailPrice',
    analogueArticles: 'analogues',
  };
  const errors: Partial<Record<keyof PartDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    const name = field[key] ?? (key as keyof PartDraft);
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
