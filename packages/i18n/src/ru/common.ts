// Texts shared by every screen: site name, title suffix, units.
export const common = {
  siteName: 'Запчасти для скутеров Yamaha - B2B поставщик',
  titleSuffix: 'Запчасти для скутеров Yamaha - B2B поставщик',
  /** The spec's page title: '{page title} {suffix}'. */
  pageTitle: '{{title}} $t(common.titleSuffix)',
  loading: 'Загрузка...',
  currency: '₽',
  perUnit: 'за шт.',
} as const;
