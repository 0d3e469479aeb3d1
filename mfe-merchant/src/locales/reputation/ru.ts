import type { ReputationTexts } from './en';

const ru: ReputationTexts = {
  title: 'Репутация',
  description: 'Как вели себя плательщики, платившие вам: платежи, возвраты и споры, сведённые в оценку.',
  levels: { good: 'Хорошая', neutral: 'Нейтральная', risky: 'Рискованная' },
  search: {
    title: 'Найти плательщика',
    email: 'Эл. почта плательщика',
    hint: 'Оставьте пустым, чтобы увидеть всех плательщиков.',
    submit: 'Найти',
    clear: 'Показать всех',
  },
  errors: { email: 'Введите правильный адрес, например name@example.com' },
  list: {
    title: 'Плательщики',
    loading: 'Загрузка репутации…',
    failed: 'Не удалось загрузить репутацию.',
    emptyTitle: 'Плательщики не найдены',
    emptyText: 'Плательщики появляются здесь после первого платежа вам.',
    emptySearch: 'Нет плательщика с адресом {{email}}.',
    email: 'Эл. почта',
    score: 'Оценка',
    scoreOf: '{{score}} из 100',
    level: 'Уровень',
    payments: 'Платежи',
    refunds: 'Возвраты',
    disputes: 'Споры',
    lastSeen: 'Последний платёж',
    pages: 'Страницы плательщиков',
  },
};

export default ru;
