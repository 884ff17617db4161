// catalog:import — upserts parts from a CSV/XLSX price list, batch by batch,
// and tells row by row what was created, updated or refused.
import { output, type Command } from '../command';
import type { ShopClient } from '../client';
import { CliError } from '../io';
import { batchesOf, priceListRows, type PriceListRow } from '../priceList';
import { startProgress, type Progress } from '../progress';
import { readSheet } from '../spreadsheet';
import { renderTable } from '../table';

type Report = Awaited<ReturnType<ShopClient['admin']['catalog']['importParts']['mutate']>>['report'];

export async function importPriceList(
  client: ShopClient,
  rows: PriceListRow[],
  dryRun: boolean,
  progress?: Progress,
): Promise<Report> {
  const report: Report = [];
  for (const batch of batchesOf(rows)) {
    const result = await client.admin.catalog.importParts.mutate({ rows: batch, dryRun });
    report.push(...result.report);
    progress?.update(report.length);
  }
  progress?.finish();
  return report;
}

function summaryLines(report: Report, dryRun: boolean): string[] {
  const count = (status: string) => report.filter((r) => r.status === status).length;
  const errors = report.filter((r) => r.status === 'error');
  return [
    dryRun ? 'Пробный прогон: в каталог ничего не записано.' : 'Импорт завершён.',
    `${dryRun ? 'Будет создано' : 'Создано'}: ${count('created')}, ${dryRun ? 'будет обновлено' : 'обновлено'}: ${count('updated')}, ошибок: ${errors.length}`,
    ...(errors.length > 0
      ? [
          '',
          'Строки с ошибками (не загружены):',
          ...renderTable(errors, [
            { header: 'Строка', value: (r) => String(r.row), align: 'right' },
            { header: 'Артикул', value: (r) => r.article },
            { header: 'Ошибка', value: (r) => r.message ?? '' },
          ]),
        ]
      : []),
  ];
}

export const catalogImport: Command = {
  name: 'catalog:import',
  usage: 'catalog:import <файл.csv|файл.xlsx> [--dry-run]',
  description: 'загрузить прайс-лист (создать и обновить запчасти по артикулу)',
  options: { 'dry-run': { type: 'boolean', default: false } },
  arity: 1,
  run: async (input) => {
    const rows = priceListRows(await readSheet(input.positionals[0] ?? ''));
    if (rows.length === 0) throw new CliError('В файле нет строк с запчастями');
    const dryRun = input.values['dry-run'] === true;
    const client = await input.client();
    const report = await importPriceList(
      client,
      rows,
      dryRun,
      startProgress(input.io, 'Импорт', rows.length),
    );
    output(input, { dryRun, report }, () => summaryLines(report, dryRun));
    // A script must notice refused rows even though the valid ones went in.
    return report.some((r) => r.status === 'error') ? 1 : 0;
  },
};
