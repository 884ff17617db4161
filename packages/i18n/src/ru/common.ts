// Texts shared by every screen: site name, title suffix, generic errors.
export const common = {
  siteName: 'Запчасти для скутеров Yamaha - B2B поставщик',
  titleSuffix: 'Запчасти для скутеров Yamaha - B2B поставщик',
  loading: 'Загрузка...',
  currency: '₽',
  perUnit: 'за шт.',
  errors: {
    internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
    badRequest: 'Некорректный запрос',
    invalidJson: 'Некорректный JSON в теле запроса',
    validation: 'Проверьте правильность заполнения полей',
    notFound: 'Не найдено',
    unauthorized: 'Требуется авторизация',
    forbidden: 'Доступ запрещен',
    tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
    crossSite: 'Запрос с другого сайта отклонен',
    payloadTooLarge: 'Слишком большой запрос',
  },
} as const;
