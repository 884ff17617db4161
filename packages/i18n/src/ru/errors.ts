// Generic error messages: REST and tRPC error bodies, the client's fallbacks.
export const errors = {
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
} as const;
