// Order mails: the buyer's confirmation and the shop's notice (spec: order e-mail payload).
export const orderMails = {
  confirmation: {
    subject: 'Заказ {{number}} принят',
    preheader: 'Мы получили ваш заказ и начали его собирать',
    heading: 'Спасибо за заказ!',
    intro: 'Ваш заказ {{number}} от {{date}} принят. Менеджер свяжется с вами для подтверждения деталей.',
    toOrderNote: 'Позиции с отметкой «под заказ» мы закажем у поставщика и сообщим срок поставки.',
    action: 'Мои заказы',
  },
  adminNotice: {
    subject: 'Новый заказ {{number}} — {{customer}}',
    preheader: 'Новый заказ ждет обработки',
    heading: 'Новый заказ {{number}}',
    intro: 'Покупатель оформил заказ на сайте. Проверьте наличие и свяжитесь с клиентом.',
    action: 'Открыть заказ',
  },
  status: {
    ready_for_pickup: {
      subject: 'Заказ {{number}} готов к выдаче',
      heading: 'Заказ готов к выдаче',
      message:
        'Ваш заказ {{number}} собран и ждет вас на складе в Краснодаре по адресу: {{address}}. Возьмите с собой номер заказа.',
    },
    completed: {
      subject: 'Заказ {{number}} завершен',
      heading: 'Спасибо за покупку!',
      message: 'Заказ {{number}} завершен. Благодарим вас за сотрудничество и будем рады новым заказам.',
    },
    cancelled: {
      subject: 'Заказ {{number}} отменен',
      heading: 'Заказ отменен',
      message:
        'Заказ {{number}} отменен. Если это произошло по ошибке или у вас есть вопросы, свяжитесь со службой поддержки: {{phone}}, {{email}}.',
    },
    /** Shipped, out for delivery, delivered: one text naming the status. */
    other: {
      subject: 'Заказ {{number}}: {{status}}',
      heading: 'Статус заказа: {{status}}',
      message:
        'Статус вашего заказа {{number}} изменился: «{{status}}». Все заказы и их статусы — в разделе «Мои заказы».',
    },
    statusLabel: 'Статус',
    preheader: 'Статус вашего заказа изменился',
    action: 'Мои заказы',
  },
  columns: { partNumber: 'Артикул', name: 'Наименование', quantity: 'Кол-во', price: 'Цена', total: 'Сумма' },
  totalItems: 'Всего позиций: {{count}}, штук: {{units}}',
  total: 'Итого',
  nameWithToOrder: '{{name}} ({{count}} под заказ)',
  labels: {
    orderNumber: 'Номер заказа',
    customer: 'Покупатель',
    email: 'Email',
    phone: 'Телефон',
    company: 'Организация',
    delivery: 'Доставка',
    payment: 'Оплата',
    city: 'Город',
    address: 'Адрес доставки',
    comments: 'Комментарий',
  },
} as const;
