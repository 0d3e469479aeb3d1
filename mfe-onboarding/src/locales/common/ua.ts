import type { CommonTexts } from './en';

const ua: CommonTexts = {
  title: 'Профіль',
  pageLoading: 'Завантаження сторінки…',
  loadFailed: 'Не вдалося завантажити сторінку',
  loadFailedText: 'Щось пішло не так. Спробуйте ще раз.',
  retry: 'Повторити',
};

export default ua;
