import type { BatchTexts } from './en';

const ru: BatchTexts = {
  title: 'Пакетные переводы',
  description:
    'Массовые переводы, отправленные из файла или вставленных данных, с исходным файлом каждого из них.',
  historyLink: 'История операций',
  filters: {
    title: 'Фильтр',
    search: 'Поиск по названию',
    types: 'Типы',
    from: 'С даты',
    to: 'По дату',
    dateOrder: 'Дата окончания должна быть не раньше даты начала',
    apply: 'Применить',
    reset: 'Сбросить',
  },
  types: {
    wire: 'Международный перевод',
    eft: 'Банковский перевод',
    oct: 'Выплата на карту',
    p2p: 'Перевод частному лицу',
    crypto: 'Криптовалюта',
    instant: 'Мгновенный платёж',
    interac: 'Interac',
    global: 'Глобальная выплата',
  },
  statuses: {
    processing: 'В обработке',
    completed: 'Выполнен',
    partiallyCompleted: 'Выполнен частично',
    awaitingApproval: 'Ожидает одобрения',
    refused: 'Отклонён',
  },
  table: {
    title: 'Пакеты',
    caption: 'Пакетные переводы',
    dateTime: 'Дата и время',
    name: 'Название',
    viewFile: 'Открыть файл пакета {{name}}',
    type: 'Тип',
    count: 'Платежей',
    total: 'Сумма',
    status: 'Статус',
  },
  total: 'Пакетов: {{count}}',
  loading: 'Загружаем пакетные переводы…',
  loadFailed: 'Не удалось загрузить пакетные переводы',
  empty: 'Пакетных переводов пока нет',
  emptyFiltered: 'Нет пакетных переводов по этому фильтру',
  pagination: 'Страницы пакетных переводов',
  file: {
    title: 'Файл пакета {{name}}',
    caption: 'Содержимое {{fileName}}',
    textLabel: 'Содержимое файла',
    empty: 'Файл пуст.',
    loading: 'Загружаем файл…',
    loadFailed: 'Не удалось загрузить файл',
  },
};

export default ru;
