import type { HomeTexts } from './en';

const pt: HomeTexts = {
  groups: {
    payment: 'Contas de pagamentos',
    crypto: 'Carteiras de criptomoedas',
    prePayment: 'Contas pré-pagas',
    receiving: 'Contas de recebimentos',
    card: 'Contas de cartão',
    other: 'Outras contas',
  },
  actionsOf: 'Ações de {{account}}',
  history: 'Histórico',
  statements: 'Extratos',
  statementsOf: 'Extratos de {{account}}',
  cardDetails: 'Dados do cartão',
  requestCard: 'Pedir um cartão',
  cardRequested: 'Cartão pedido',
  withoutFigures: {
    description:
      'As contas e como pagar para elas. Saldos, montantes e histórico não fazem parte do seu acesso.',
    emptyTitle: 'Sem dados de pagamento para mostrar',
    emptyText:
      'As contas da empresa aparecem aqui, com a forma de pagar para elas, quando tiverem dados de pagamento.',
  },
  instructions: {
    open: 'Instruções de pagamento',
    new: 'Novo',
    title: 'Instruções de pagamento',
    text: 'Para pagar nesta conta por transferência bancária em {{currency}}, indique estes dados ao ordenante.',
    fields: {
      beneficiaryName: 'Beneficiário',
      bankAccountNumber: 'Número da conta bancária',
      bankName: 'Banco',
      swift: 'SWIFT',
      reference: 'Referência',
    },
    copy: 'Copiar {{field}}',
    referenceHint:
      'O ordenante tem de indicar a referência; caso contrário, o dinheiro não pode ser associado à conta.',
    none: 'Ainda sem instruções de pagamento',
    noneText:
      'Esta conta ainda não tem dados para transferências bancárias. Tente mais tarde ou contacte o apoio.',
    loading: 'A carregar as instruções de pagamento…',
    loadFailed: 'Não foi possível carregar as instruções de pagamento',
  },
  addCurrency: {
    open: 'Adicionar uma moeda',
    title: 'Adicionar uma moeda',
    text: 'Abra uma conta de pagamentos noutra moeda. É grátis e fica pronta de imediato.',
    currency: 'Moeda',
    choose: 'Escolha uma moeda',
    required: 'Escolha uma moeda',
    submit: 'Abrir a conta',
    added: 'A sua conta em {{currency}} está aberta',
    failed: 'Não foi possível abrir a conta',
    loadFailed: 'Não foi possível carregar as moedas',
    noneLeft: 'Já tem todas as moedas que oferecemos',
    noneLeftText: 'De momento não há outra moeda para adicionar.',
  },
  wallet: {
    open: 'Criar uma carteira de criptomoedas',
    title: 'Criar uma carteira de criptomoedas',
    text: 'Escolha a criptomoeda da sua nova carteira. Recebe o endereço de imediato.',
    currency: 'Criptomoeda',
    choose: 'Escolha uma criptomoeda',
    required: 'Escolha uma criptomoeda',
    submit: 'Criar a carteira',
    created: 'A sua carteira de {{currency}} está pronta',
    addressText: 'Envie para este endereço apenas esta criptomoeda.',
    address: 'Endereço da carteira',
    copyAddress: 'Copiar o endereço da carteira',
    failed: 'Não foi possível criar a carteira',
    noneLeft: 'Já tem uma carteira em cada criptomoeda que oferecemos',
  },
};

export default pt;
