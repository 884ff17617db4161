// Texts of the account area (/account): side navigation and the profile form.
export const account = {
  heading: 'Личный кабинет',
  nav: {
    label: 'Разделы личного кабинета',
    profile: 'Профиль',
    orders: 'Мои заказы',
    savedLists: 'Сохраненные списки',
    adminOrders: 'Панель администратора',
    logout: 'Выйти',
  },
  profile: {
    heading: 'Данные профиля',
    emailHint: 'Email используется для входа и не меняется',
    save: 'Сохранить',
    saving: 'Сохранение...',
    successTitle: 'Профиль обновлен',
    success: 'Ваши данные успешно сохранены',
    failedTitle: 'Ошибка обновления',
    failed: 'Не удалось обновить профиль',
    notSignedIn: 'Требуется аутентификация',
    role: 'Роль',
    since: 'Зарегистрирован {{date}}',
  },
} as const;
