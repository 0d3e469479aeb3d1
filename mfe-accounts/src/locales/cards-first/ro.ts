import type { CardsFirstTexts } from './en';

const ro: CardsFirstTexts = {
  title: 'Carduri',
  loading: 'Se încarcă cardurile…',
};

export default ro;
