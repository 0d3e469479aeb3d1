import type { StatementsTexts } from './en';

const ua: StatementsTexts = {
  title: 'Виписки',
  description:
    'Щомісячні виписки за вашими рахунками, готові до завантаження в PDF, і виписки для бухгалтерських програм: camt.053, MT940, OFX або QBO.',
  listTitle: 'Щомісячні виписки',
  transactions: 'Операцій: {{count}}',
  download: 'Завантажити',
  downloadMonth: 'Завантажити виписку за {{month}}',
  progressLabel: 'Виписка за {{month}}',
  ready: 'Готово (рядків: {{rows}}). Завантаження розпочато.',
  failed: 'Не вдалося підготувати цю виписку',
  loading: 'Завантажуємо виписки…',
  loadFailed: 'Не вдалося завантажити виписки',
  empty: 'Виписок ще немає',
  emptyText: 'Тут з’явиться виписка за кожен місяць з операціями.',
  pagination: 'Сторінки виписок',
  accountingTitle: 'Для бухгалтерських програм',
  accountingOpen: 'Вивантажити для бухгалтерської програми',
};

export default ua;
