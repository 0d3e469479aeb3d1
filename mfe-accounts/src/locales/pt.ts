import batch from './batch/pt';
import cards from './cards-first/pt';
import exportTexts from './exports/pt';
import history from './history/pt';
import home from './home/pt';
import news from './news/pt';
import receive from './receive/pt';
import statements from './statements/pt';
import type { AccountsTexts } from './en';

const pt: AccountsTexts = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
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
    crypto: 'Carteira de criptomoedas',
    closed: 'Conta encerrada',
    other: 'Conta',
  },
  accountNumber: 'Conta {{id}}',
  account: 'Conta',
  chooseAccount: 'Escolha uma conta',
  balance: 'Saldo disponível',
  pending: 'Pendente',
  remainingValue: 'Valor restante',
  loading: 'A carregar as suas contas…',
  refreshing: 'A atualizar saldos…',
  loadFailed: 'Não foi possível carregar as suas contas',
  loadFailedText: 'Algo correu mal. Tente novamente.',
  retry: 'Tentar novamente',
  close: 'Fechar',
  cancel: 'Cancelar',
  done: 'Concluído',
  pageLoading: 'A carregar a página…',
  copy: {
    copy: 'Copiar',
    copied: 'Copiado',
    done: 'Copiado para a área de transferência',
    failed: 'Não é possível copiar aqui. Selecione o texto e copie-o manualmente.',
  },
  access: {
    outsideTitle: 'Fora do seu acesso',
    outsideText:
      'O seu acesso a este cliente não inclui esta página. Um utilizador com acesso total à empresa pode ajudar.',
  },
  empty: { title: 'Ainda sem contas', text: 'As suas contas aparecerão aqui assim que forem abertas.' },
};

export default pt;
