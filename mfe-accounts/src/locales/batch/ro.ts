import type { BatchTexts } from './en';

const ro: BatchTexts = {
  title: 'Transferuri în lot',
  description:
    'Transferurile în masă trimise dintr-un fișier sau din date lipite, cu fișierul din care provine fiecare.',
  historyLink: 'Istoricul tranzacțiilor',
  filters: {
    title: 'Filtru',
    search: 'Căutare după nume',
    types: 'Tipuri',
    from: 'De la data',
    to: 'Până la data',
    dateOrder: 'Data de sfârșit trebuie să fie aceeași sau după data de început',
    apply: 'Aplicați',
    reset: 'Resetați',
  },
  types: {
    wire: 'Transfer internațional',
    eft: 'Transfer bancar',
    oct: 'Plată pe card',
    p2p: 'Între persoane',
    crypto: 'Cripto',
    instant: 'Plată instantă',
    interac: 'Interac',
    global: 'Plată globală',
  },
  statuses: {
    processing: 'În procesare',
    completed: 'Finalizat',
    partiallyCompleted: 'Finalizat parțial',
    awaitingApproval: 'În așteptarea aprobării',
    refused: 'Refuzat',
  },
  table: {
    title: 'Loturi',
    caption: 'Transferuri în lot',
    dateTime: 'Data și ora',
    name: 'Nume',
    viewFile: 'Vedeți fișierul lotului {{name}}',
    type: 'Tip',
    count: 'Plăți',
    total: 'Total',
    status: 'Stare',
  },
  total: 'Loturi: {{count}}',
  loading: 'Se încarcă transferurile în lot…',
  loadFailed: 'Nu am putut încărca transferurile în lot',
  empty: 'Încă nu există transferuri în lot',
  emptyFiltered: 'Niciun transfer în lot nu corespunde acestui filtru',
  pagination: 'Pagini de transferuri în lot',
  file: {
    title: 'Fișierul lotului {{name}}',
    caption: 'Conținutul fișierului {{fileName}}',
    textLabel: 'Conținutul fișierului',
    empty: 'Fișierul este gol.',
    loading: 'Se încarcă fișierul…',
    loadFailed: 'Nu am putut încărca fișierul',
  },
};

export default ro;
