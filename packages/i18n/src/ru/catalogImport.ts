// Verdicts of the price-list import (CLI `catalog:import`), one per bad row.
export const catalogImport = {
  priceRequired: '{{label}}: укажите цену',
  notRoubles: '{{label}}: «{{raw}}» — не цена в рублях',
  priceLabel: 'Цена',
  retailPriceLabel: 'Розничная цена',
  articleRequired: 'Не указан артикул',
  articleTooLong: 'Артикул длиннее 64 символов',
  nameRequired: 'Не указано название',
  nameTooLong: 'Название длиннее 300 символов',
  categoryRequired: 'Не указана категория',
  brandTooLong: 'Бренд длиннее 100 символов',
  availabilityInvalid: 'Наличие: «{{raw}}» — не целое число от 0 до 1 000 000',
  descriptionTooLong: 'Описание длиннее 5000 символов',
  unknownCategory: 'Неизвестная категория «{{category}}»',
  duplicateArticle: 'Артикул уже был в строке {{row}}',
} as const;
