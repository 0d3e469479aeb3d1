import type { BlacklistTexts } from './en';

const ru: BlacklistTexts = {
  title: 'Чёрный список выплат',
  description: 'Адреса e-mail, на которые вы никогда не платите. Перевод на любой из них отклоняется.',
  loading: 'Загружаем чёрный список…',
  caption: 'Заблокированные адреса e-mail',
  allTypes: 'Все блокировки',
  blockTypes: { all: 'Все выплаты', p2p: 'Другому человеку', globalPay: 'Глобальные выплаты' },
  columns: { email: 'E-mail', blockType: 'Блокирует', created: 'Добавлен', actions: 'Действия' },
  add: 'Добавить в чёрный список',
  remove: 'Удалить',
  removeOne: 'Удалить {{email}} из чёрного списка',
  added: 'Пользователь с e-mail {{email}} добавлен в чёрный список',
  removed: '{{email}} удалён из чёрного списка.',
  empty: 'В вашем чёрном списке никого нет',
  emptyText: 'Добавьте адрес e-mail, чтобы остановить выплаты на него.',
  form: {
    title: 'Добавить пользователя в чёрный список',
    text: 'Выплаты выбранного вида на этот адрес будут отклоняться.',
    email: 'E-mail',
    blockType: 'Блокировать',
    submit: 'Добавить',
    errors: {
      emailRequired: 'Введите адрес e-mail.',
      emailInvalid: 'Введите корректный адрес e-mail, например name@example.com.',
      blockType: 'Выберите, что блокировать.',
    },
  },
  confirm: {
    title: 'Удалить из чёрного списка?',
    text: 'Выплаты на {{email}} снова будут разрешены.',
  },
};

export default ru;
