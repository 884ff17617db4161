// Texts shared by every screen: site name, title suffix, units.
export const common = {
  siteName: 'Запчасти для скутеров Yamaha - B2B поставщик',
  titleSuffix: 'Запчасти для скутеров Yamaha - B2B поставщик',
  /** The spec's page title: '{page title} {suffix}'. */
  pageTitle: '{{title}} $t(common.titleSuffix)',
  loading: 'Загрузка...',
  cancel: 'Отмена',
  files: {
    choose: 'Выбрать файл',
    drop: 'или перетащите его сюда',
    none: 'Файл не выбран',
    wrongType: 'Загрузите таблицу: файл .xlsx или .csv',
    sendFailed: 'Файл не удалось отправить: проверьте соединение и повторите',
  },
  currency: '₽',
  perUnit: 'за шт.',
  /** Carts, orders and saved lists as XLSX (issue 17): the file the quick order accepts back. */
  downloadExcel: 'Скачать Excel',
  downloadFailed: 'Не удалось подготовить файл',
} as const;
