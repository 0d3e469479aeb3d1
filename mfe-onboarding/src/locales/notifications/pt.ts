import type { NotificationTexts } from './en';

const pt: NotificationTexts = {
  title: 'Notificações',
  description: 'Escolha sobre o que o avisamos e como. Cada alteração é guardada assim que a faz.',
  loading: 'A carregar as suas definições de notificações…',
  empty: 'Não há definições de notificações para a sua conta.',
  groups: {
    security: {
      title: 'Alertas de segurança',
      description: 'Inícios de sessão e alterações à proteção da sua conta.',
    },
    payments: { title: 'Pagamentos', description: 'Dinheiro que entra nas suas contas ou sai delas.' },
    cards: { title: 'Cartões', description: 'Pagamentos com os seus cartões e resumos do seu saldo.' },
    news: {
      title: 'Novidades e ofertas',
      description: 'O que há de novo nos nossos serviços e ofertas escolhidas para si.',
    },
  },
  items: {
    signInAlert: { label: 'Novo início de sessão', hint: 'Quando alguém inicia sessão na sua conta.' },
    securityChangeAlert: {
      label: 'Alterações de segurança',
      hint: 'Quando a sua palavra-passe, os seus dispositivos ou a verificação em dois passos mudam.',
    },
    incomingPayment: { label: 'Dinheiro recebido', hint: 'Quando chega um pagamento a uma das suas contas.' },
    outgoingPayment: { label: 'Dinheiro enviado', hint: 'Quando sai um pagamento de uma das suas contas.' },
    paymentChannel: {
      label: 'Enviar avisos de pagamentos por',
      hint: 'Onde recebe os avisos de pagamentos.',
    },
    cardPayment: { label: 'Pagamentos com cartão', hint: 'Quando um dos seus cartões é usado.' },
    balanceDigest: { label: 'Resumo do saldo', hint: 'Um resumo dos seus saldos por e-mail.' },
    productNews: {
      label: 'Novidades de produtos',
      hint: 'Novas funcionalidades e alterações aos nossos serviços.',
    },
    partnerOffers: { label: 'Ofertas de parceiros', hint: 'Ofertas de empresas com quem trabalhamos.' },
  },
  options: {
    email: 'E-mail',
    sms: 'SMS',
    push: 'Notificação push',
    never: 'Nunca',
    daily: 'Todos os dias',
    weekly: 'Todas as semanas',
    monthly: 'Todos os meses',
  },
  on: 'Ativado',
  off: 'Desativado',
  saving: 'A guardar…',
  savedOn: '{{item}}: ativado. Guardado.',
  savedOff: '{{item}}: desativado. Guardado.',
  savedChoice: '{{item}}: {{value}}. Guardado.',
  failed: 'A sua alteração a «{{item}}» não foi guardada. Mantém-se a definição anterior.',
  retry: 'Tentar novamente',
};

export default pt;
