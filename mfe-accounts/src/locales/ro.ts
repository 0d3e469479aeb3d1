import batch from './batch/ro';
import cards from './cards-first/ro';
import exportTexts from './exports/ro';
import history from './history/ro';
import home from './home/ro';
import news from './news/ro';
import receive from './receive/ro';
import statements from './statements/ro';
import type { AccountsTexts } from './en';

const ro: AccountsTexts = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
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
    crypto: 'Portofel cripto',
    closed: 'Cont închis',
    other: 'Cont',
  },
  accountNumber: 'Cont {{id}}',
  account: 'Cont',
  chooseAccount: 'Alegeți un cont',
  balance: 'Sold disponibil',
  pending: 'În așteptare',
  remainingValue: 'Valoare rămasă',
  loading: 'Se încarcă conturile…',
  refreshing: 'Se actualizează soldurile…',
  loadFailed: 'Nu am putut încărca conturile',
  loadFailedText: 'A apărut o eroare. Încercați din nou.',
  retry: 'Încercați din nou',
  close: 'Închideți',
  cancel: 'Anulați',
  done: 'Gata',
  pageLoading: 'Se încarcă pagina…',
  copy: {
    copy: 'Copiați',
    copied: 'Copiat',
    done: 'Copiat în clipboard',
    failed: 'Copierea nu este disponibilă aici. Selectați textul și copiați-l manual.',
  },
  access: {
    outsideTitle: 'În afara accesului dvs.',
    outsideText:
      'Accesul dvs. la acest client nu include această pagină. Vă poate ajuta un utilizator cu acces complet la companie.',
  },
  empty: { title: 'Încă nu aveți conturi', text: 'Conturile vor apărea aici imediat ce sunt deschise.' },
};

export default ro;
