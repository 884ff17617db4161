// 'Загрузить файл': the file goes to the server as base64, which answers the
// list it holds (article TAB quantity per line) or, when no header names the
// columns, a preview for the buyer to choose them from.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_ORDER_MAX_FILE_BYTES } from '@shop/schemas/limits';
import { trpc } from '../../../shared/api/trpc';
import { fileTooLarge, toBase64 } from '../../../shared/files/fileBytes';

export interface ColumnQuestion {
  contentBase64: string;
  preview: string[][];
  columnCount: number;
}

export interface ColumnChoice {
  article: number;
  quantity: number | null;
}

/** `onList` gets the file's list; `onError` a Russian refusal (nothing changes on the page). */
export function useFileUpload(onList: (text: string) => void, onError: (message: string) => void) {
  const { t } = useTranslation('quickOrder');
  const [question, setQuestion] = useState<ColumnQuestion | null>(null);
  const [encoding, setEncoding] = useState(false);
  const readFile = trpc.orders.quickOrderReadFile.useMutation();

  const read = (contentBase64: string, columns?: ColumnChoice) =>
    readFile.mutate(
      { contentBase64, columns },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'columns') {
            setQuestion({ contentBase64, preview: answer.preview, columnCount: answer.columnCount });
            return;
          }
          setQuestion(null);
          onList(answer.text);
        },
        onError: (failure) => {
          setQuestion(null);
          onError(failure.message);
        },
      },
    );

  const upload = async (file: File) => {
    if (fileTooLarge(file)) {
      onError(t('errors.fileTooLarge', { maxMb: QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024 }));
      return;
    }
    setEncoding(true);
    try {
      read(await toBase64(file));
    } finally {
      setEncoding(false);
    }
  };

  return {
    upload,
    reading: encoding || readFile.isPending,
    question,
    answer: (columns: ColumnChoice) => question && read(question.contentBase64, columns),
    cancel: () => setQuestion(null),
  };
}
