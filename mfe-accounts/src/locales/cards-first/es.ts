import type { CardsFirstTexts } from './en';

const es: CardsFirstTexts = {
  title: 'Tarjetas',
  loading: 'Cargando sus tarjetas…',
};

export default es;
