import type { BlacklistTexts } from './en';

const ua: BlacklistTexts = {
  title: 'Чорний список виплат',
  description: 'Адреси e-mail, на які ви ніколи не платите. Переказ на будь-яку з них відхиляється.',
  loading: 'Завантажуємо чорний список…',
  caption: 'Заблоковані адреси e-mail',
  allTypes: 'Усі блокування',
  blockTypes: { all: 'Усі виплати', p2p: 'Іншій людині', globalPay: 'Глобальні виплати' },
  columns: { email: 'E-mail', blockType: 'Блокує', created: 'Додано', actions: 'Дії' },
  add: 'Додати до чорного списку',
  remove: 'Видалити',
  removeOne: 'Видалити {{email}} з чорного списку',
  added: 'Користувача з e-mail {{email}} додано до чорного списку',
  removed: '{{email}} видалено з чорного списку.',
  empty: 'У вашому чорному списку нікого немає',
  emptyText: 'Додайте адресу e-mail, щоб зупинити виплати на неї.',
  form: {
    title: 'Додати користувача до чорного списку',
    text: 'Виплати вибраного виду на цю адресу буде відхилено.',
    email: 'E-mail',
    blockType: 'Блокувати',
    submit: 'Додати',
    errors: {
      emailRequired: 'Введіть адресу e-mail.',
      emailInvalid: 'Введіть правильну адресу e-mail, наприклад name@example.com.',
      blockType: 'Виберіть, що блокувати.',
    },
  },
  confirm: {
    title: 'Видалити з чорного списку?',
    text: 'Виплати на {{email}} знову буде дозволено.',
  },
};

export default ua;
