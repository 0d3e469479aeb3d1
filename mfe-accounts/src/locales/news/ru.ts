import type { NewsTexts } from './en';

const ru: NewsTexts = {
  title: 'Новости',
  description: 'Объявления о ваших счетах и наших услугах.',
  listTitle: 'Объявления',
  unread: 'Непрочитанных: {{count}}',
  unreadMarker: 'Не прочитано:',
  needsAnswer: 'Нужен ваш ответ',
  accept: 'Принять',
  decline: 'Отклонить',
  answerLabel: 'Ваш ответ: {{title}}',
  answered: { accepted: 'Вы приняли это.', declined: 'Вы отклонили это.' },
  answerFailed: 'Не удалось сохранить ваш ответ',
  loading: 'Загружаем объявления…',
  loadFailed: 'Не удалось загрузить объявления',
  empty: 'Объявлений нет',
  emptyText: 'Здесь появятся новости о ваших счетах.',
  prompt: {
    title: 'Пожалуйста, ознакомьтесь',
    text: 'Эти объявления вступят в силу только после вашего ответа.',
    later: 'Позже',
    bannerTitle: 'Объявления ждут вашего ответа',
    bannerText: 'Ждут ответа: {{count}}.',
    review: 'Посмотреть',
  },
};

export default ru;
