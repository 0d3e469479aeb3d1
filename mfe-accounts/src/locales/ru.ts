import type { AccountsTexts } from './en';

const ru: AccountsTexts = {
  title: 'Счета',
  greeting: 'Здравствуйте, {{name}}',
  description: 'Ваши остатки во всех валютах, обновляются в реальном времени.',
  yourAccounts: 'Ваши счета',
  closedAccounts: 'Закрытые счета',
  accountType: {
    payment: 'Платёжный счёт',
    prePayment: 'Предоплаченный счёт',
    receiving: 'Счёт для поступлений',
    card: 'Карточный счёт',
    closed: 'Закрытый счёт',
    other: 'Счёт',
  },
  accountNumber: 'Счёт {{id}}',
  balance: 'Доступный остаток',
  pending: 'В обработке',
  remainingValue: 'Оставшийся лимит',
  loading: 'Загружаем счета…',
  refreshing: 'Обновляем остатки…',
  loadFailed: 'Не удалось загрузить счета',
  retry: 'Повторить',
  empty: { title: 'Счетов пока нет', text: 'Счета появятся здесь сразу после открытия.' },
};

export default ru;
