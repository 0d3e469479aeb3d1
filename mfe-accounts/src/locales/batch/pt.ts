import type { BatchTexts } from './en';

const pt: BatchTexts = {
  title: 'Transferências em lote',
  description:
    'Transferências em massa enviadas a partir de um ficheiro ou de dados colados, com o ficheiro de origem de cada uma.',
  historyLink: 'Histórico de movimentos',
  filters: {
    title: 'Filtro',
    search: 'Pesquisar por nome',
    types: 'Tipos',
    from: 'Desde a data',
    to: 'Até à data',
    dateOrder: 'A data final tem de ser igual ou posterior à inicial',
    apply: 'Aplicar',
    reset: 'Repor',
  },
  types: {
    wire: 'Transferência internacional',
    eft: 'Transferência bancária',
    oct: 'Pagamento para cartão',
    p2p: 'Entre pessoas',
    crypto: 'Criptomoedas',
    instant: 'Pagamento imediato',
    interac: 'Interac',
    global: 'Pagamento global',
  },
  statuses: {
    processing: 'Em processamento',
    completed: 'Concluído',
    partiallyCompleted: 'Parcialmente concluído',
    awaitingApproval: 'A aguardar aprovação',
    refused: 'Recusado',
  },
  table: {
    title: 'Lotes',
    caption: 'Transferências em lote',
    dateTime: 'Data e hora',
    name: 'Nome',
    viewFile: 'Ver o ficheiro de {{name}}',
    type: 'Tipo',
    count: 'Pagamentos',
    total: 'Total',
    status: 'Estado',
  },
  total: 'Lotes: {{count}}',
  loading: 'A carregar as transferências em lote…',
  loadFailed: 'Não foi possível carregar as transferências em lote',
  empty: 'Ainda sem transferências em lote',
  emptyFiltered: 'Nenhuma transferência em lote corresponde a este filtro',
  pagination: 'Páginas de transferências em lote',
  file: {
    title: 'Ficheiro de {{name}}',
    caption: 'Conteúdo de {{fileName}}',
    textLabel: 'Conteúdo do ficheiro',
    empty: 'O ficheiro está vazio.',
    loading: 'A carregar o ficheiro…',
    loadFailed: 'Não foi possível carregar o ficheiro',
  },
};

export default pt;
