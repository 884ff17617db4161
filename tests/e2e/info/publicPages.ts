// The public information pages: path, page title (before the site suffix), and
// a phrase of their main text that a crawler must find in the HTML.
export const TITLE_SUFFIX = 'Запчасти для скутеров Yamaha - B2B поставщик';

export const PUBLIC_PAGES = [
  { path: '/about', title: 'О компании', text: 'Более 5000 позиций в наличии' },
  { path: '/cooperation', title: 'Сотрудничество', text: 'Пн-Пт 9:00-18:00 по московскому времени' },
  { path: '/faq', title: 'Вопросы и ответы', text: 'Какая минимальная сумма заказа?' },
  { path: '/contact', title: 'Контакты', text: 'Технический перерыв' },
  { path: '/delivery', title: 'Доставка и оплата', text: 'Принимаем карты Visa, MasterCard и Мир.' },
  {
    path: '/guarantee',
    title: 'Гарантия и возврат',
    text: 'Гарантийный срок — 30 дней с момента получения товара.',
  },
  {
    path: '/wholesale',
    title: 'Оптовым покупателям',
    text: 'Работа по договору поставки, закрывающие документы для бухгалтерии.',
  },
  { path: '/privacy', title: 'Политика конфиденциальности', text: '152-ФЗ' },
] as const;
