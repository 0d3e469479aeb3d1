import type { ReputationTexts } from './en';

const ua: ReputationTexts = {
  title: 'Репутація',
  description: 'Як поводилися платники, що платили вам: платежі, повернення та спори, зведені в оцінку.',
  levels: { good: 'Добра', neutral: 'Нейтральна', risky: 'Ризикована' },
  search: {
    title: 'Знайти платника',
    email: 'Ел. пошта платника',
    hint: 'Залиште порожнім, щоб побачити всіх платників.',
    submit: 'Знайти',
    clear: 'Показати всіх',
  },
  errors: { email: 'Введіть правильну адресу, наприклад name@example.com' },
  list: {
    title: 'Платники',
    loading: 'Завантаження репутації…',
    failed: 'Не вдалося завантажити репутацію.',
    emptyTitle: 'Платників не знайдено',
    emptyText: 'Платники з’являються тут після першого платежу вам.',
    emptySearch: 'Немає платника з адресою {{email}}.',
    email: 'Ел. пошта',
    score: 'Оцінка',
    scoreOf: '{{score}} зі 100',
    level: 'Рівень',
    payments: 'Платежі',
    refunds: 'Повернення',
    disputes: 'Спори',
    lastSeen: 'Останній платіж',
    pages: 'Сторінки платників',
  },
};

export default ua;
