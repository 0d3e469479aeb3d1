import type { StatementsTexts } from './en';

const pt: StatementsTexts = {
  title: 'Extratos',
  description:
    'Extratos mensais das suas contas, prontos a transferir em PDF, e extratos para programas de contabilidade: camt.053, MT940, OFX ou QBO.',
  listTitle: 'Extratos mensais',
  transactions: 'Movimentos: {{count}}',
  download: 'Transferir',
  downloadMonth: 'Transferir o extrato de {{month}}',
  progressLabel: 'Extrato de {{month}}',
  ready: 'Pronto (linhas: {{rows}}). A transferência começou.',
  failed: 'Não foi possível preparar este extrato',
  loading: 'A carregar os extratos…',
  loadFailed: 'Não foi possível carregar os extratos',
  empty: 'Ainda sem extratos',
  emptyText: 'Aparece aqui um extrato por cada mês com movimentos.',
  pagination: 'Páginas de extratos',
  accountingTitle: 'Para software de contabilidade',
  accountingOpen: 'Exportar para software de contabilidade',
};

export default pt;
