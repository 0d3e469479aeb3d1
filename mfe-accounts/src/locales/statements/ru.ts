import type { StatementsTexts } from './en';

const ru: StatementsTexts = {
  title: 'Выписки',
  description:
    'Ежемесячные выписки по вашим счетам, готовые к скачиванию в PDF, и выписки для бухгалтерских программ: camt.053, MT940, OFX или QBO.',
  listTitle: 'Ежемесячные выписки',
  transactions: 'Операций: {{count}}',
  download: 'Скачать',
  downloadMonth: 'Скачать выписку за {{month}}',
  progressLabel: 'Выписка за {{month}}',
  ready: 'Готово (строк: {{rows}}). Скачивание началось.',
  failed: 'Не удалось подготовить эту выписку',
  loading: 'Загружаем выписки…',
  loadFailed: 'Не удалось загрузить выписки',
  empty: 'Выписок пока нет',
  emptyText: 'Здесь появится выписка за каждый месяц с операциями.',
  pagination: 'Страницы выписок',
  accountingTitle: 'Для бухгалтерских программ',
  accountingOpen: 'Выгрузить для бухгалтерской программы',
};

export default ru;
