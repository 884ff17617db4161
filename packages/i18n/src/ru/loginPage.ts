// Texts of the sign-in screen (/login). Login errors from the server live
// with the auth domain; this file only holds what the form itself shows.
export const loginPage = {
  heading: 'Вход в личный кабинет',
  subheading: 'Войдите, чтобы видеть оптовые цены, оформлять заказы и следить за их статусом.',
  email: 'Email',
  emailPlaceholder: 'name@company.ru',
  password: 'Пароль',
  passwordPlaceholder: 'Введите пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  submit: 'Войти',
  submitting: 'Вход...',
  forgotPassword: 'Забыли пароль?',
  noAccount: 'Нет учетной записи?',
  register: 'Зарегистрироваться',
  home: 'Вернуться на главную',
  activationNote: 'Новые учетные записи активирует администратор — обычно в течение 24 часов в рабочие дни.',
  promo: {
    title: 'Оптовый портал для бизнеса',
    text: 'Магазины, сервисные центры, прокатные компании и дилеры заказывают у нас напрямую.',
    stock: 'Более 5000 позиций в наличии',
    brands: 'Yamaha, Sheng-E (SEE), Lipai и собственный бренд',
    delivery: 'Доставка по России и странам СНГ',
    prices: 'Оптовые цены и персональный менеджер',
  },
} as const;
