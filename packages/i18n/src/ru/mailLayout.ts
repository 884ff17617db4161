// What every e-mail of the shop shares: greeting, link fallback, footer, and
// durations ('30 минут') with Russian plural forms. Plain text only (the mail
// renderer escapes every string).
export const mailLayout = {
  greeting: 'Здравствуйте, {{name}}!',
  greetingAnonymous: 'Здравствуйте!',
  linkFallback: 'Если кнопка не работает, скопируйте ссылку в адресную строку браузера:',
  contacts: 'Контакты',
  automatic:
    'Письмо отправлено автоматически. Если у вас есть вопросы, свяжитесь с нами по телефону или e-mail.',
  copyright: '© {{year}} {{legalName}}',
  notSpecified: 'не указано',
  duration: {
    minutes_one: '{{count}} минуту',
    minutes_few: '{{count}} минуты',
    minutes_many: '{{count}} минут',
    minutes_other: '{{count}} минуты',
  },
} as const;
