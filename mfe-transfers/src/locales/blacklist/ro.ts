import type { BlacklistTexts } from './en';

const ro: BlacklistTexts = {
  title: 'Lista neagră de plăți',
  description:
    'Adrese de e-mail către care nu plătiți niciodată. Un transfer către oricare dintre ele este refuzat.',
  loading: 'Se încarcă lista neagră…',
  caption: 'Adrese de e-mail blocate',
  allTypes: 'Toate blocările',
  blockTypes: { all: 'Toate plățile', p2p: 'De la persoană la persoană', globalPay: 'Plată globală' },
  columns: { email: 'E-mail', blockType: 'Blochează', created: 'Adăugat', actions: 'Acțiuni' },
  add: 'Adăugați în lista neagră',
  remove: 'Eliminați',
  removeOne: 'Eliminați {{email}} din lista neagră',
  added: 'Utilizatorul cu e-mailul {{email}} a fost adăugat în lista neagră',
  removed: '{{email}} a fost eliminat din lista neagră.',
  empty: 'Nu este nimeni în lista dvs. neagră',
  emptyText: 'Adăugați o adresă de e-mail pentru a opri plățile către ea.',
  form: {
    title: 'Adăugați un utilizator în lista neagră',
    text: 'Plățile de tipul ales către această adresă de e-mail vor fi refuzate.',
    email: 'E-mail',
    blockType: 'Blocare',
    submit: 'Adăugați',
    errors: {
      emailRequired: 'Introduceți o adresă de e-mail.',
      emailInvalid: 'Introduceți o adresă de e-mail validă, de ex. nume@exemplu.com.',
      blockType: 'Alegeți ce blocați.',
    },
  },
  confirm: {
    title: 'Eliminați din lista neagră?',
    text: 'Plățile către {{email}} vor fi din nou permise.',
  },
};

export default ro;
