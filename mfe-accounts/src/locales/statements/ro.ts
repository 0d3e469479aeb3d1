import type { StatementsTexts } from './en';

const ro: StatementsTexts = {
  title: 'Extrase',
  description:
    'Extrasele lunare ale conturilor dumneavoastră, gata de descărcat în PDF, și extrase pentru programe de contabilitate: camt.053, MT940, OFX sau QBO.',
  listTitle: 'Extrase lunare',
  transactions: 'Tranzacții: {{count}}',
  download: 'Descărcați',
  downloadMonth: 'Descărcați extrasul pentru {{month}}',
  progressLabel: 'Extrasul pentru {{month}}',
  ready: 'Gata (rânduri: {{rows}}). Descărcarea a început.',
  failed: 'Nu am putut pregăti acest extras',
  loading: 'Se încarcă extrasele…',
  loadFailed: 'Nu am putut încărca extrasele',
  empty: 'Încă nu există extrase',
  emptyText: 'Aici apare câte un extras pentru fiecare lună cu tranzacții.',
  pagination: 'Pagini de extrase',
  accountingTitle: 'Pentru programe de contabilitate',
  accountingOpen: 'Exportați pentru programe de contabilitate',
};

export default ro;
