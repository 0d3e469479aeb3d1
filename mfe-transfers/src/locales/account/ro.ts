import type { AccountTexts } from './en';

const ro: AccountTexts = {
  title: 'Între conturile mele',
  description: 'Mutați bani între propriile conturi, în aceeași monedă sau în alta.',
  formLabel: 'Transfer între conturile mele',
  loading: 'Se încarcă conturile…',
  tooFewAccounts: {
    title: 'Aveți nevoie de două conturi',
    text: 'Deschideți un cont în altă monedă pentru a muta bani între conturi.',
  },
  from: 'Din contul',
  to: 'În contul',
  amount: 'Sumă',
  useMax: 'Suma maximă',
  maxHint: 'Puteți trimite până la {{max}}, cu comision cu tot.',
  accountShort: '{{currency}} · Contul {{id}}',
  quote: {
    title: 'Oferta dvs.',
    empty: 'Alegeți ambele conturi și o sumă pentru a vedea comisionul și ce ajunge.',
    loading: 'Se calculează oferta…',
    failed: 'Oferta nu este disponibilă acum. Puteți totuși verifica transferul.',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
  errors: {
    fromRequired: 'Alegeți contul din care trimiteți',
    toRequired: 'Alegeți contul în care trimiteți',
    sameAccount: 'Alegeți două conturi diferite',
  },
  done: {
    title: 'Bani transferați',
    text: 'S-au trimis {{amount}}; comision {{fee}}.',
  },
};

export default ro;
