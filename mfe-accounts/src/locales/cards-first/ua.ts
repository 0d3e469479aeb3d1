import type { CardsFirstTexts } from './en';

const ua: CardsFirstTexts = {
  title: 'Картки',
  loading: 'Завантажуємо ваші картки…',
};

export default ua;
