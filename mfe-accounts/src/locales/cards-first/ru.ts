import type { CardsFirstTexts } from './en';

const ru: CardsFirstTexts = {
  title: 'Карты',
  loading: 'Загружаем ваши карты…',
};

export default ru;
