import type { AccountsTexts } from './en';

const pt: AccountsTexts = {
  title: 'Contas',
  greeting: 'Olá, {{name}}',
  description: 'Os seus saldos em todas as moedas, atualizados em tempo real.',
  yourAccounts: 'As suas contas',
  closedAccounts: 'Contas encerradas',
  accountType: {
    payment: 'Conta de pagamentos',
    prePayment: 'Conta pré-paga',
    receiving: 'Conta de recebimentos',
    card: 'Conta de cartão',
    closed: 'Conta encerrada',
    other: 'Conta',
  },
  accountNumber: 'Conta {{id}}',
  balance: 'Saldo disponível',
  pending: 'Pendente',
  remainingValue: 'Valor restante',
  loading: 'A carregar as suas contas…',
  refreshing: 'A atualizar saldos…',
  loadFailed: 'Não foi possível carregar as suas contas',
  retry: 'Tentar novamente',
  empty: { title: 'Ainda sem contas', text: 'As suas contas aparecerão aqui assim que forem abertas.' },
};

export default pt;
