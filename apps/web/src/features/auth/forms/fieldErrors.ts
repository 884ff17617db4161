// Turns a zod result into "field -> first message" for the form to show.
import type { z } from '@shop/schemas';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The Russian message the server put on a failed call, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
