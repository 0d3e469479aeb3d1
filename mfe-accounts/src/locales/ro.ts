import type { AccountsTexts } from './en';

const ro: AccountsTexts = {
  title: 'Conturi',
  greeting: 'Bună, {{name}}',
  description: 'Soldurile dumneavoastră în toate valutele, actualizate în timp real.',
  yourAccounts: 'Conturile dumneavoastră',
  closedAccounts: 'Conturi închise',
  accountType: {
    payment: 'Cont de plăți',
    prePayment: 'Cont preplătit',
    receiving: 'Cont de încasări',
    card: 'Cont de card',
    closed: 'Cont închis',
    other: 'Cont',
  },
  accountNumber: 'Cont {{id}}',
  balance: 'Sold disponibil',
  pending: 'În așteptare',
  remainingValue: 'Valoare rămasă',
  loading: 'Se încarcă conturile…',
  refreshing: 'Se actualizează soldurile…',
  loadFailed: 'Nu am putut încărca conturile',
  retry: 'Încearcă din nou',
  empty: { title: 'Încă nu aveți conturi', text: 'Conturile vor apărea aici imediat ce sunt deschise.' },
};

export default ro;
