import type { AreaRefusedTexts } from './en';

const ro: AreaRefusedTexts = {
  title: 'Această secțiune necesită un portal mai nou',
  text: 'Această parte a portalului a fost publicată pentru o altă versiune a portalului decât cea deschisă în această fereastră. Reîncărcați pagina pentru a deschide cel mai nou portal. Restul portalului funcționează în continuare.',
  detail: 'Necesită {{name}} {{required}}; acest portal are {{provided}}.',
  reload: 'Reîncărcați pagina',
};

export default ro;
