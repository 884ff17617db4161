// What every import of a file needs, and how a broken file becomes 1C's reason.
import type { Kysely } from 'kysely';
import type { Database } from '@shop/db';
import { t } from '@shop/i18n';
import type { PhotoStore } from '../../admin/catalog/photos';
import type { AppConfig } from '../../context';
import { ExchangeFailure } from '../failure';
import type { ExchangeFile } from '../pieces';
import { XmlBroken } from '../xml/reader';
import { ROOT } from '../xml/catalogDocument';

export interface ImportContext {
  db: Kysely<Database>;
  photos: PhotoStore;
  /** The shop's address, for the buyer's status mails. */
  config: AppConfig;
}

export interface ImportCounts {
  created: number;
  updated: number;
  archived: number;
}

/** Products (or offers) written together in one statement. */
export const BATCH = 1000;

/** Turns the reader's refusals into the reason 1C shows. */
export function xmlFailure(file: ExchangeFile, error: unknown): unknown {
  if (error instanceof XmlBroken)
    return new ExchangeFailure(
      t('admin:exchange1c.protocol.xmlBroken', { name: file.name, line: error.line, detail: error.detail }),
    );
  return error;
}

export function assertCommerceMl(file: ExchangeFile, root: string): void {
  if (root !== ROOT)
    throw new ExchangeFailure(t('admin:exchange1c.protocol.notCommerceMl', { name: file.name }));
}
