import type { CommonTexts } from './en';

const ru: CommonTexts = {
  title: 'Профиль',
  pageLoading: 'Загрузка страницы…',
  loadFailed: 'Не удалось загрузить страницу',
  loadFailedText: 'Что-то пошло не так. Попробуйте ещё раз.',
  retry: 'Повторить',
};

export default ru;
