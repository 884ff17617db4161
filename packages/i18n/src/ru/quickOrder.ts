// Quick order: a pasted or uploaded list of articles turned into a cart, and
// the Excel files of carts, orders and saved lists (issue 17).
export const quickOrder = {
  errors: {
    empty: 'В списке нет ни одного артикула',
    tooManyLines: 'В списке {{count}} строк, а можно не больше {{max}}: разделите его на части',
    tooManyRows: 'В файле {{count}} заполненных строк, а можно не больше {{max}}',
    fileTooLarge: 'Файл больше {{maxMb}} МБ: разделите его на части',
    fileEmpty: 'Файл пустой',
    xlsFormat: 'Старый формат .xls не поддерживается: сохраните файл как .xlsx или .csv',
    unknownFormat: 'Файл не похож на таблицу: загрузите .xlsx или .csv',
    brokenXlsx: 'Файл .xlsx повреждён или это не таблица Excel',
    noSheets: 'В файле нет листов',
    csvRow: 'Строка {{row}}: {{reason}}',
    csvQuote: 'кавычка не закрыта',
    csvBroken: 'строку не удалось разобрать',
    badQuantity: 'Строка {{row}}: количество «{{raw}}» — не целое число от 1 до {{max}}',
    moreErrors: '{{message}} (строк с ошибками: {{count}})',
    badColumn: 'В файле нет столбца {{column}}',
    noColumns:
      'Не нашли столбцы «Артикул» и «Количество» в первых строках файла: выберите их (в командной строке — --article и --quantity)',
    badText: 'В списке недопустимые символы',
    textTooLong: 'Список длиннее {{max}} символов: разделите его на части',
    tooManyLinesShort: 'В списке больше {{max}} строк: разделите его на части',
    articleRequired: 'Укажите артикул',
    textOrLines: 'Передайте список: text (текст) или lines (строки с article и quantity)',
  },
  /** Headers of the exported workbook; the upload finds its columns by them. */
  sheet: {
    article: 'Артикул',
    name: 'Наименование',
    quantity: 'Количество',
    unitPrice: 'Цена, ₽',
    lineTotal: 'Сумма, ₽',
    total: 'Итого',
    cartName: 'Корзина',
    savedListName: 'Список',
    orderName: 'Заказ',
  },
} as const;
