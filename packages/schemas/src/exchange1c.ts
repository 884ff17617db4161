// The admins' log of exchanges with 1C (issue 31), newest first.
import { z } from './zod';

export const exchange1cLogEntry = z.object({
  id: z.number(),
  /** ISO time. */
  startedAt: z.string(),
  type: z.enum(['catalog', 'sale']),
  /** The names of the files 1C sent (pictures left out). */
  files: z.array(z.string()),
  created: z.number(),
  updated: z.number(),
  archived: z.number(),
  ordersExported: z.number(),
  /** null, or why the exchange failed (the reason 1C was given). */
  error: z.string().nullable(),
});

export const exchange1cLogOutput = z.object({
  /** Whether EXCHANGE_1C_LOGIN and EXCHANGE_1C_PASSWORD are set. */
  enabled: z.boolean(),
  /** The address to enter in 1C. */
  url: z.string(),
  exchanges: z.array(exchange1cLogEntry),
});
export type Exchange1cLog = z.output<typeof exchange1cLogOutput>;
