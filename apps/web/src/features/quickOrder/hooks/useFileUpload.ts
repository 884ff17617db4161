// 'Загрузить файл': the file goes as the body of /api/quick-order/file (a
// streamed upload, read on the server's sheet thread), which answers the list
// it holds (article TAB quantity per line) or, when no header names the
// columns, a preview for the buyer to choose them from.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_ORDER_MAX_FILE_BYTES } from '@shop/schemas/limits';
import type { RouterOutputs } from '../../../shared/api/trpc';
import { postFile, sizeRefusal } from '../../../shared/files/postFile';

type FileAnswer = RouterOutputs['orders']['quickOrder']['readFile'];

export interface ColumnQuestion {
  file: File;
  preview: string[][];
  columnCount: number;
}

export interface ColumnChoice {
  article: number;
  quantity: number | null;
}

function fileUrl(columns?: ColumnChoice): string {
  if (!columns) return '/api/quick-order/file';
  const query = new URLSearchParams({
    article: String(columns.article),
    quantity: String(columns.quantity ?? ''),
  });
  return `/api/quick-order/file?${query}`;
}

/** `onList` gets the file's list; `onError` a Russian refusal (nothing changes on the page). */
export function useFileUpload(onList: (text: string) => void, onError: (message: string) => void) {
  const { t } = useTranslation(['quickOrder', 'layout']);
  const [question, setQuestion] = useState<ColumnQuestion | null>(null);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const read = async (file: File, columns?: ColumnChoice) => {
    setReading(true);
    try {
      const answer = await postFile<FileAnswer>(fileUrl(columns), file, t('layout:common.files.sendFailed'));
      if (answer.kind === 'columns') {
        setQuestion({ file, preview: answer.preview, columnCount: answer.columnCount });
        return;
      }
      setQuestion(null);
      onList(answer.text);
    } catch (failure) {
      setQuestion(null);
      onError((failure as Error).message);
    } finally {
      setReading(false);
    }
  };

  const upload = async (file: File) => {
    setFileName(file.name);
    const tooLarge = sizeRefusal(
      file,
      QUICK_ORDER_MAX_FILE_BYTES,
      t('quickOrder:errors.fileTooLarge', { maxMb: QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024 }),
    );
    if (tooLarge) return onError(tooLarge);
    await read(file);
  };

  return {
    upload,
    reading,
    fileName,
    question,
    answer: (columns: ColumnChoice) => question && void read(question.file, columns),
    cancel: () => setQuestion(null),
  };
}
