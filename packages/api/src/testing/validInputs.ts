// One valid input for every procedure that takes one, so tests can change a
// single value (an id, one text) and see exactly that value refused.
import { appRouter } from '../root';

export interface Fixture {
  partId: number;
  orderId: number;
  userId: number;
}

/** A 1x1 PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const validInputs = (f: Fixture): Record<string, Record<string, unknown>> => {
  const items = [{ partId: f.partId, quantity: 1 }];
  const account = {
    first_name: 'Пётр',
    last_name: 'Сидоров',
    phone: '+7(918)555-44-33',
    company: 'ООО «Мотор»',
  };
  const checkout = { deliveryMethod: 'courier', paymentMethod: 'invoice', city: 'Краснодар' };
  const payer = {
    kind: 'company',
    name: 'ООО «Мотор»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    legalAddress: 'г. Москва, ул. Вавилова, д. 19',
    bankName: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40817810538091310419',
    corrAccount: '30101810400000000225',
  };
  return {
    'auth.login': { email: 'petr@example.ru', password: 'secret123' },
    'auth.tokenLogin': { email: 'petr@example.ru', password: 'secret123' },
    'auth.register': { ...account, email: 'new@example.ru', password: 'parol123' },
    'auth.forgotPassword': { email: 'petr@example.ru' },
    'auth.verifyResetToken': { token: 'a'.repeat(43), email: 'petr@example.ru' },
    'auth.updateProfile': { ...account, email: 'ignored@example.ru', id: f.userId },
    'auth.resetPassword': { token: 'a'.repeat(43), email: 'petr@example.ru', password: 'parol123' },
    'catalog.search': { query: 'свеча', categoryId: 'engine', brand: 'Yamaha' },
    'catalog.product': { id: f.partId },
    'orders.preview': { items },
    'orders.create': {
      ...checkout,
      idempotencyKey: 'robust-key-1',
      deliveryAddress: 'ул. Красная, 1',
      comments: 'Позвонить за час',
      name: 'Заказ',
      items,
    },
    'orders.byId': { id: f.orderId },
    'orders.submit': {
      ...checkout,
      idempotencyKey: 'robust-key-2',
      deliveryAddress: 'ул. Красная, 1',
      comments: 'Позвонить за час',
      name: 'Заказ',
      items,
    },
    'orders.company': { search: 'ORD-1', status: 'confirmed' },
    'orders.approvals.approve': { id: 1 },
    'orders.approvals.reject': { id: 1, comment: 'Слишком дорого' },
    'orders.approvals.withdraw': { id: 1 },
    'orders.mine': { search: 'ORD-1', status: 'confirmed' },
    'orders.reorder': { id: f.orderId },
    'orders.byNumber': { orderNumber: 'ORD-100001' },
    'orders.quickOrder.resolve': { text: 'CH-125-004 2\nсн-125-004 x3' },
    'orders.quickOrder.readFile': {
      contentBase64: Buffer.from('Артикул;Кол-во\nCH-125-004;2').toString('base64'),
    },
    'orders.documents.exportXlsx': { source: 'order', id: f.orderId },
    'orders.documents.invoicePdf': { id: f.orderId },
    'orders.documents.commercialOfferPdf': { items },
    'savedLists.create': { name: 'Мой список', items },
    'savedLists.delete': { id: 1 },
    'savedLists.rename': { id: 1, name: 'Новое имя' },
    'admin.orders.list': { search: 'Иван', userId: f.userId },
    'admin.orders.byId': { id: f.orderId },
    'admin.orders.update': {
      id: f.orderId,
      status: 'pending',
      city: 'Краснодар',
      deliveryAddress: 'ул. Северная, 2',
      comments: 'Без звонка',
      items,
    },
    'admin.orders.setStatus': { id: f.orderId, status: 'pending' },
    'admin.orders.prepareForPrint': { id: f.orderId },
    'admin.orders.delete': { id: f.orderId },
    'admin.users.byId': { id: f.userId },
    'admin.users.setStatus': { id: f.userId, status: 'active' },
    'admin.users.moveToCompany': { userId: f.userId, companyId: 1 },
    'admin.users.setTerms': { userId: f.userId, discountPercent: 5, paymentDelayDays: 14 },
    'admin.users.savePayer': { userId: f.userId, details: payer },
    'admin.users.deletePayer': { userId: f.userId, id: 1 },
    'admin.settings.save': {
      supplier: payer,
      directorName: 'Иванов И. И.',
      accountantName: '',
      vatRate: 'none',
      minOrderKopecks: 0,
      offerValidityDays: 10,
      managerName: 'Отдел продаж',
      managerPhone: '+7 (861) 205-47-30',
      managerEmail: 'opt@example.ru',
      discountTiers: [{ fromKopecks: 10_000_000, percent: 3 }],
    },
    'auth.payers.save': { details: payer },
    'auth.payers.delete': { id: 1 },
    'auth.company.invite': {
      email: 'colleague@example.ru',
      firstName: 'Мария',
      lastName: 'Иванова',
      role: 'buyer',
      monthlyLimitKopecks: 5_000_000,
    },
    'auth.company.updateMember': { userId: f.userId, role: 'admin', monthlyLimitKopecks: null },
    'auth.company.removeMember': { userId: f.userId },
    'admin.dashboard.summary': { days: 7 },
    'admin.mail.send': { to: 'petr@example.ru', subject: 'Тема', html: '<p>Текст</p>' },
    'admin.mail.retry': { id: 1 },
    'admin.catalog.importParts': {
      rows: [{ article: 'ROBUST-1', name: 'Свеча', category: 'engine', price: '150', brand: 'Yamaha' }],
    },
    'admin.catalog.updateAvailability': { items: [{ partId: f.partId, quantity: 5 }] },
    'admin.catalog.list': { query: 'свеча', categoryId: 'engine', brand: 'Yamaha', stock: 'low' },
    'admin.catalog.part': { id: f.partId },
    'admin.catalog.create': {
      name: 'Свеча зажигания',
      partNumber: 'ROBUST-2',
      brand: 'NGK',
      categoryId: 'engine',
      priceKopecks: 15_000,
      crossNumbers: ['BR6HS'],
    },
    'admin.catalog.update': { id: f.partId, patch: { priceKopecks: 16_000, description: 'Новое описание' } },
    'admin.catalog.createCategory': { categoryId: 'robust-cat', name: 'Разное' },
    'admin.catalog.updateCategory': { categoryId: 'engine', name: 'Двигатель' },
    'admin.catalog.reorderCategories': { categoryIds: ['engine'] },
    'admin.catalog.deleteCategory': { categoryId: 'robust-none' },
    'admin.catalog.importPreview': {
      fileName: 'prices.csv',
      contentBase64: Buffer.from('Артикул;Название;Категория;Цена\nROBUST-3;Свеча;engine;150').toString(
        'base64',
      ),
    },
    'admin.catalog.importApply': { importId: 1 },
    'admin.catalog.importFile': { importId: 1 },
    'admin.catalog.importRestoreArchived': { importId: 1 },
    'admin.catalog.addPhoto': { partId: f.partId, fileName: 'photo.png', contentBase64: TINY_PNG },
    'admin.catalog.removePhoto': { photoId: 1 },
    'admin.catalog.reorderPhotos': { partId: f.partId, photoIds: [1] },
    'contact.send': {
      name: 'Пётр',
      email: 'petr@example.ru',
      message: 'Нужны колодки на Yamaha Jog',
      phone: '79185554433',
      company: 'ООО «Мотор»',
    },
  };
};

/** Paths of the procedures that declare an input: each needs an entry above. */
export const proceduresWithInput = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: { inputs: unknown[] } }> }).procedures,
)
  .filter(([, procedure]) => procedure._def.inputs.length > 0)
  .map(([path]) => path);
