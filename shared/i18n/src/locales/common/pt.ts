import type { CommonTexts } from './en';

const pt: CommonTexts = {
  layout: {
    skipToContent: 'Ir para o conteúdo',
    mainMenu: 'Menu principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    language: 'Idioma',
    signOut: 'Terminar sessão',
    signedInAs: 'Sessão iniciada como {{name}}',
    footerRights: '© {{year}} {{company}}. Todos os direitos reservados.',
    privacy: 'Política de privacidade',
    terms: 'Termos e condições',
    fees: 'Comissões',
    support: 'Apoio: {{email}}',
    secureConnection: 'Ligação segura',
  },
  menu: {
    admin: 'Visão de administração',
    home: 'Contas',
    cards: 'Cartões',
    transfers: 'Transferências',
    history: 'Histórico',
    statements: 'Extratos',
    news: 'Notícias',
    receive: 'Receber dinheiro',
    messages: 'Apoio',
    security: 'Segurança',
    merchant: 'Comerciante',
    profile: 'Perfil',
    transferAccount: 'Entre contas',
    transferP2p: 'Enviar a uma pessoa',
    transferExternal: 'Transferência externa',
    approvals: 'Aprovações',
    badges: {
      payments: 'pagamentos a aguardar aprovação: {{count}}',
      batches: 'lotes a aguardar aprovação: {{count}}',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que procura não existe ou foi movida.',
    home: 'Ir para a página inicial',
  },
  areaUnavailable: {
    title: 'Esta área não está disponível agora',
    text: 'Não foi possível carregar esta parte do portal. O resto do portal continua a funcionar.',
    retry: 'Tentar novamente',
    retrying: 'A tentar novamente…',
  },
  loading: 'A carregar…',
  close: 'Fechar',
  ok: 'OK',
  idle: {
    title: 'Ainda está aí?',
    text: 'Por segurança, a sessão será terminada em {{seconds}} segundos.',
    stay: 'Manter sessão',
    signOut: 'Terminar agora',
  },
  sessionEnded: {
    idle: 'A sua sessão terminou após 15 minutos sem atividade.',
    refreshFailed: 'A sua sessão expirou. Inicie sessão novamente.',
    expired: 'A sua sessão expirou. Inicie sessão novamente.',
  },
  messages: {
    successTitle: 'Concluído',
    infoTitle: 'Informação',
    emailConfirmed: 'O seu endereço de e-mail foi confirmado!',
    emailConfirmFailed: 'Ocorreu um erro. Por favor, contacte-nos.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Escolha uma empresa',
    text: 'Tem acesso a várias empresas. Com qual quer trabalhar?',
    rights: {
      0: 'Sem acesso',
      1: 'Só leitura',
      2: 'Acesso total',
      3: 'Pode iniciar',
      4: 'Confirmado',
      5: 'Carregamento',
    },
  },
  customApi: {
    title: 'Endereço de back end personalizado',
    url: 'URL base do back end',
    use: 'Usar este endereço',
    cancel: 'Cancelar',
    invalid: 'Introduza um endereço http ou https',
    unreachable: 'Este endereço não passou a verificação. Verifique-o e tente novamente.',
  },
  environment: {
    staging: 'Ambiente de testes {{index}}',
    custom: 'Back end personalizado: {{url}}',
  },
  acting: {
    text: 'Vista de suporte: a agir como {{name}}',
    customer: 'cliente {{customerId}}',
    limits:
      'Vê o que o cliente vê. PIN, dados do cartão, credenciais, dinheiro e definições ficam com o cliente.',
    stop: 'Parar',
  },
  access: {
    readOnly: 'Tem acesso só de leitura a {{company}}; peça as alterações a um utilizador com acesso total.',
    readOnlyNoBalances:
      'Tem acesso só de leitura a {{company}}, sem saldos, montantes nem histórico; peça as alterações a um utilizador com acesso total.',
    transfersOnly:
      'O seu acesso a {{company}} abrange transferências; definições, cartões e segurança são alterados por um utilizador com acesso total.',
    noBalances: 'O seu acesso a {{company}} não inclui saldos, montantes nem histórico.',
  },
  errors: {
    serverUnavailable: 'O servidor não está disponível',
    network: 'Sem ligação. Verifique a rede e tente novamente.',
    noResponse: 'O servidor não respondeu. Tente novamente.',
    unknown: 'Algo correu mal. Tente novamente.',
    title: 'Erro',
  },
  outage: {
    retry: 'Tentar novamente',
    kept: 'A sua sessão continua iniciada. O portal tenta novamente sozinho e leva-o de volta onde estava.',
  },
};

export default pt;
