// Company facts shown in the footer, on the information pages and in mails.
// One place, so the address, phone or hours never differ between screens.

/** The office's hours (spec: /contact), which the footer and mails repeat. */
export const officeHours = {
  weekdays: '11:00-18:00',
  saturday: '12:00-15:00',
  break: '13:00-14:00',
} as const;

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
  hours: `Пн-Пт ${officeHours.weekdays}, Сб ${officeHours.saturday}`,
  hoursFull: `Понедельник — пятница, ${officeHours.weekdays}, суббота, ${officeHours.saturday} (МСК)`,
  brands: 'Yamaha, Sheng-E (SEE), Lipai и собственный бренд',
  deliveryArea: 'Доставка по России и странам СНГ',
} as const;
