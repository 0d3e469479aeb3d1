import type { AccountsTexts } from './en';

const ua: AccountsTexts = {
  title: 'Рахунки',
  greeting: 'Вітаємо, {{name}}',
  description: 'Ваші залишки в усіх валютах, оновлюються в реальному часі.',
  yourAccounts: 'Ваші рахунки',
  closedAccounts: 'Закриті рахунки',
  accountType: {
    payment: 'Платіжний рахунок',
    prePayment: 'Передплачений рахунок',
    receiving: 'Рахунок для надходжень',
    card: 'Картковий рахунок',
    closed: 'Закритий рахунок',
    other: 'Рахунок',
  },
  accountNumber: 'Рахунок {{id}}',
  balance: 'Доступний залишок',
  pending: 'В обробці',
  remainingValue: 'Залишок ліміту',
  loading: 'Завантажуємо рахунки…',
  refreshing: 'Оновлюємо залишки…',
  loadFailed: 'Не вдалося завантажити рахунки',
  retry: 'Спробувати ще',
  empty: { title: 'Рахунків ще немає', text: 'Рахунки з’являться тут одразу після відкриття.' },
};

export default ua;
