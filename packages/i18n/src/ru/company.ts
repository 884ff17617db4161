// Company facts shown in the footer, on the information pages and in mails.
// One place, so the address or phone never differ between screens.
export const company = {
  name: 'СкутерОпт',
  legalName: 'ООО «СкутерОпт Юг»',
  tagline: 'Запчасти для скутеров и мопедов оптом',
  description:
    'Оптовые поставки запчастей для скутеров и мопедов Yamaha, Sheng-E (SEE), Lipai и собственного бренда с доставкой по России и СНГ.',
  foundedYear: '2022',
  city: 'Краснодар',
  address: '350080, г. Краснодар, ул. Уральская, д. 144, офис 12',
  phone: '+7 (861) 205-47-30',
  phoneHref: 'tel:+78612054730',
  email: 'opt@scooteropt.ru',
  emailHref: 'mailto:opt@scooteropt.ru',
  hours: 'Пн-Пт 9:00-18:00',
  hoursFull: 'Понедельник - пятница, 9:00-18:00 (МСК)',
  brands: 'Yamaha, Sheng-E (SEE), Lipai и собственный бренд',
  deliveryArea: 'Доставка по России и странам СНГ',
} as const;
