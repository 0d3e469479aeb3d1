import type { NewsTexts } from './en';

const ua: NewsTexts = {
  title: 'Новини',
  description: 'Оголошення про ваші рахунки та наші послуги.',
  listTitle: 'Оголошення',
  unread: 'Непрочитаних: {{count}}',
  unreadMarker: 'Не прочитано:',
  needsAnswer: 'Потрібна ваша відповідь',
  accept: 'Прийняти',
  decline: 'Відхилити',
  answerLabel: 'Ваша відповідь: {{title}}',
  answered: { accepted: 'Ви прийняли це.', declined: 'Ви відхилили це.' },
  answerFailed: 'Не вдалося зберегти вашу відповідь',
  loading: 'Завантажуємо оголошення…',
  loadFailed: 'Не вдалося завантажити оголошення',
  empty: 'Оголошень немає',
  emptyText: 'Тут з’являться новини про ваші рахунки.',
  prompt: {
    title: 'Будь ласка, ознайомтеся',
    text: 'Ці оголошення наберуть чинності лише після вашої відповіді.',
    later: 'Пізніше',
    bannerTitle: 'Оголошення чекають на вашу відповідь',
    bannerText: 'Чекають на відповідь: {{count}}.',
    review: 'Переглянути',
  },
};

export default ua;
