import type { PbnTexts } from './en';

const ro: PbnTexts = {
  title: 'Notificări de plată',
  description:
    'Aflați de fiecare plată făcută cu butoanele dumneavoastră, semnată cu cheia dumneavoastră secretă.',
  loading: 'Se încarcă setările notificărilor…',
  failed: 'Setările notificărilor nu au putut fi încărcate.',
  formTitle: 'Notificări',
  status: 'Notificări de plată',
  statusHint: 'Când sunt pornite, fiecare plată cu butoanele este notificată site-ului dumneavoastră.',
  on: 'Pornite',
  off: 'Oprite',
  save: 'Salvați',
  saved: 'Setările au fost salvate.',
  secretTitle: 'Cheie secretă',
  hasSecret: 'Există deja o cheie secretă. Una nouă o înlocuiește imediat.',
  noSecret:
    'Nu există încă o cheie secretă. Creați una pentru a verifica faptul că notificările vin de la noi.',
  newSecret: 'Cheie secretă nouă',
  replaceTitle: 'Înlocuiți cheia secretă?',
  replaceText: 'Cheia actuală nu mai funcționează imediat: actualizați site-ul cu cea nouă.',
  replaceConfirm: 'Înlocuiți-o',
};

export default ro;
