// Page titles (the part before the title suffix) and the note shown on
// sections whose content is still being written.
export const pages = {
  home: 'Каталог запчастей',
  catalog: 'Каталог',
  product: 'Товар',
  about: 'О компании',
  contact: 'Контакты',
  cooperation: 'Сотрудничество',
  faq: 'Вопросы и ответы',
  delivery: 'Доставка и оплата',
  guarantee: 'Гарантия и возврат',
  wholesale: 'Оптовым покупателям',
  privacy: 'Политика конфиденциальности',
  login: 'Вход',
  register: 'Регистрация',
  forgotPassword: 'Восстановление пароля',
  resetPassword: 'Сброс пароля',
  account: 'Личный кабинет',
  orders: 'Мои заказы',
  savedLists: 'Сохраненные списки',
  quickOrder: 'Быстрый заказ',
  adminOrders: 'Заказы',
  adminOrder: 'Заказ',
  adminUsers: 'Управление пользователями',
  adminUser: 'Пользователь',
  adminCatalog: 'Каталог',
  adminPriceImport: 'Импорт прайс-листа',
  adminCategories: 'Категории каталога',
  adminSettings: 'Настройки магазина',
  adminPanel: 'Панель администратора',
  notFound: 'Страница не найдена',
  /** <meta name="description"> of pages without their own (information pages have theirs in info.meta). */
  descriptions: {
    default:
      'Оптовые поставки запчастей для скутеров и мопедов Yamaha, Sheng-E (SEE), Lipai и собственного бренда. Более 5000 позиций в наличии, доставка по России и СНГ.',
    notFound: 'Такой страницы нет на сайте СкутерОпт.',
  },
  inProgress: {
    title: 'Раздел в разработке',
    description: 'Мы готовим содержимое этой страницы. Загляните сюда немного позже.',
    home: 'На главную',
  },
} as const;
