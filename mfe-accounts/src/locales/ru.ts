import batch from './batch/ru';
import cards from './cards-first/ru';
import exportTexts from './exports/ru';
import history from './history/ru';
import home from './home/ru';
import news from './news/ru';
import receive from './receive/ru';
import statements from './statements/ru';
import type { AccountsTexts } from './en';

const ru: AccountsTexts = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
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
    crypto: 'Криптокошелёк',
    closed: 'Закрытый счёт',
    other: 'Счёт',
  },
  accountNumber: 'Счёт {{id}}',
  account: 'Счёт',
  chooseAccount: 'Выберите счёт',
  balance: 'Доступный остаток',
  pending: 'В обработке',
  remainingValue: 'Оставшийся лимит',
  loading: 'Загружаем счета…',
  refreshing: 'Обновляем остатки…',
  loadFailed: 'Не удалось загрузить счета',
  loadFailedText: 'Что-то пошло не так. Попробуйте ещё раз.',
  retry: 'Повторить',
  close: 'Закрыть',
  cancel: 'Отмена',
  done: 'Готово',
  pageLoading: 'Загружаем страницу…',
  copy: {
    copy: 'Копировать',
    copied: 'Скопировано',
    done: 'Скопировано в буфер обмена',
    failed: 'Копирование здесь недоступно. Выделите текст и скопируйте его вручную.',
  },
  access: {
    outsideTitle: 'Вне вашего доступа',
    outsideText:
      'Ваш доступ к этому клиенту не включает эту страницу. Помочь может пользователь с полным доступом к компании.',
  },
  empty: { title: 'Счетов пока нет', text: 'Счета появятся здесь сразу после открытия.' },
};

export default ru;
