// The message of every zod check that has none of its own: the field's
// Russian name and the rule in words. zod's locales quote regexes, English
// type names and '<=13981022 символа'; nothing of that reaches a user.
import type { z } from 'zod';
import { validation as v } from '@shop/i18n/namespaces/errors';

type Issue = z.core.$ZodRawIssue;

/** Above this a text limit is a file's size, not something to count in characters. */
const FILE_SIZED = 100_000;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** 1000000 as '1 000 000' (a non-breaking space would not survive every terminal). */
const number = (n: number | bigint) => Number(n).toLocaleString('ru-RU').replace(/\s/g, ' ');

/** The Russian name of the innermost named key of the issue's path. */
export function fieldNameOf(path: ReadonlyArray<PropertyKey> | undefined): string {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  return (key && v.fields[key]) || v.thisField;
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>, field: string): string {
  if (issue.input === undefined || issue.input === null) return fill(v.required, { field });
  const kinds: Record<string, string> = {
    number: v.type.number,
    int: v.type.number,
    bigint: v.type.number,
    string: v.type.text,
    boolean: v.type.flag,
    array: v.type.list,
    object: v.type.object,
    record: v.type.object,
  };
  return fill(kinds[issue.expected] ?? v.type.other, { field });
}

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, field: string): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const bound = issue.inclusive === false ? limit + (big ? -1 : 1) : limit;
  if (issue.origin === 'string') {
    if (!big && bound <= 1) return fill(v.required, { field });
    if (big && bound >= FILE_SIZED) return fill(v.tooLargeFile, { field });
    const chars = bound % 10 === 1 && bound % 100 !== 11 ? v.chars.one : v.chars.many;
    return fill(big ? v.tooLongText : v.tooShortText, {
      field,
      max: number(bound),
      min: number(bound),
      chars,
    });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (!big && bound <= 1) return fill(v.emptyList, { field });
    return fill(big ? v.tooManyItems : v.tooFewItems, { field, max: number(bound), min: number(bound) });
  }
  return fill(big ? v.tooBig : v.tooSmall, { field, max: number(bound), min: number(bound) });
}

/** zod's error map for the whole shop (zod.ts installs it): every issue code gets Russian words. */
export function humanIssueMessage(issue: Issue): string {
  const field = fieldNameOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, field);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, field);
    case 'invalid_format':
      return issue.format === 'email' ? v.email : fill(v.format, { field });
    case 'not_multiple_of':
      return fill(v.wholeNumber, { field });
    case 'invalid_value':
      return fill(v.choice, { field });
    case 'unrecognized_keys':
      return v.unknownFields;
    default:
      return fill(v.invalid, { field });
  }
}
