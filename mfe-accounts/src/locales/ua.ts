import batch from './batch/ua';
import cards from './cards-first/ua';
import exportTexts from './exports/ua';
import history from './history/ua';
import home from './home/ua';
import news from './news/ua';
import receive from './receive/ua';
import statements from './statements/ua';
import type { AccountsTexts } from './en';

const ua: AccountsTexts = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
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
    crypto: 'Криптогаманець',
    closed: 'Закритий рахунок',
    other: 'Рахунок',
  },
  accountNumber: 'Рахунок {{id}}',
  account: 'Рахунок',
  chooseAccount: 'Оберіть рахунок',
  balance: 'Доступний залишок',
  pending: 'В обробці',
  remainingValue: 'Залишок ліміту',
  loading: 'Завантажуємо рахунки…',
  refreshing: 'Оновлюємо залишки…',
  loadFailed: 'Не вдалося завантажити рахунки',
  loadFailedText: 'Щось пішло не так. Спробуйте ще раз.',
  retry: 'Спробувати ще',
  close: 'Закрити',
  cancel: 'Скасувати',
  done: 'Готово',
  pageLoading: 'Завантажуємо сторінку…',
  copy: {
    copy: 'Копіювати',
    copied: 'Скопійовано',
    done: 'Скопійовано в буфер обміну',
    failed: 'Копіювання тут недоступне. Виділіть текст і скопіюйте його вручну.',
  },
  access: {
    outsideTitle: 'Поза вашим доступом',
    outsideText:
      'Ваш доступ до цього клієнта не включає цю сторінку. Допомогти може користувач із повним доступом до компанії.',
  },
  empty: { title: 'Рахунків ще немає', text: 'Рахунки з’являться тут одразу після відкриття.' },
};

export default ua;
