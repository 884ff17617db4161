// Texts of the contact page: the feedback form (spec sections 5 and 8), the
// office hours, the map and the contact mail sent to the shop.
import { officeHours } from './company';

export const contact = {
  lead: 'Ответим на вопросы об ассортименте, ценах и условиях поставки. Напишите нам или приезжайте в офис в Краснодаре.',
  infoTitle: 'Как с нами связаться',
  addressLabel: 'Адрес офиса и склада',
  phoneLabel: 'Телефон',
  emailLabel: 'E-mail',
  hours: {
    title: 'Режим работы',
    weekdaysLabel: 'Понедельник — пятница',
    weekdays: officeHours.weekdays,
    saturdayLabel: 'Суббота',
    saturday: officeHours.saturday,
    sundayLabel: 'Воскресенье',
    sunday: 'выходной',
    breakLabel: 'Технический перерыв',
    break: officeHours.break,
    holidayNote: 'В праздничные дни режим работы может меняться. Уточняйте по телефону.',
  },
  form: {
    title: 'Обратная связь',
    description: 'Оставьте сообщение, и менеджер ответит вам на указанный e-mail.',
    name: 'Ваше имя',
    email: 'Электронная почта',
    message: 'Сообщение',
    messagePlaceholder: 'Например: интересует поставка тормозных колодок для Yamaha Jog, партия 50 шт.',
    honeypot: 'Не заполняйте это поле',
    submit: 'Отправить сообщение',
    submitting: 'Отправка...',
    consentPrefix: 'Нажимая кнопку, вы соглашаетесь с ',
    privacyLink: 'политикой конфиденциальности',
  },
  validation: {
    name: 'Имя должно содержать не менее 2 символов.',
    email: 'Неверный формат электронной почты.',
    message: 'Сообщение должно содержать не менее 10 символов.',
    nameTooLong: 'Имя должно содержать не более 100 символов.',
    messageTooLong: 'Сообщение должно содержать не более 5000 символов.',
  },
  success: {
    title: 'Сообщение отправлено',
    description: 'Мы свяжемся с вами в ближайшее время',
  },
  failure: {
    title: 'Ошибка отправки',
    description: 'Не удалось отправить сообщение. Пожалуйста, попробуйте позже.',
  },
  map: {
    title: 'Мы на карте',
    frameTitle: 'Карта: офис СкутерОпт в Краснодаре',
    loading: 'Загрузка карты...',
    unavailable: 'Карта сейчас недоступна. Наш адрес:',
    openInMaps: 'Открыть адрес в Яндекс Картах',
  },
  mail: {
    subject: 'Сообщение с сайта от {{name}}',
    preheader: 'Новое сообщение из формы обратной связи',
    heading: 'Новое сообщение с сайта',
    intro:
      'Посетитель сайта отправил сообщение через форму обратной связи. Ответьте ему на указанный e-mail.',
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    company: 'Компания',
    message: 'Сообщение',
    messageHeading: 'Сообщение:',
  },
} as const;
