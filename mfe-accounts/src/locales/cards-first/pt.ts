import type { CardsFirstTexts } from './en';

const pt: CardsFirstTexts = {
  title: 'Cartões',
  loading: 'A carregar os seus cartões…',
};

export default pt;
