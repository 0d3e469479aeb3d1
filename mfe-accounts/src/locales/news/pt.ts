import type { NewsTexts } from './en';

const pt: NewsTexts = {
  title: 'Notícias',
  description: 'Avisos sobre as suas contas e os nossos serviços.',
  listTitle: 'Avisos',
  unread: 'Por ler: {{count}}',
  unreadMarker: 'Por ler:',
  needsAnswer: 'Precisa da sua resposta',
  accept: 'Aceitar',
  decline: 'Recusar',
  answerLabel: 'A sua resposta a {{title}}',
  answered: { accepted: 'Aceitou este aviso.', declined: 'Recusou este aviso.' },
  answerFailed: 'Não foi possível guardar a sua resposta',
  loading: 'A carregar os avisos…',
  loadFailed: 'Não foi possível carregar os avisos',
  empty: 'Sem avisos',
  emptyText: 'As novidades sobre as suas contas aparecem aqui.',
  prompt: {
    title: 'Reveja, por favor',
    text: 'Estes avisos precisam da sua resposta antes de entrarem em vigor.',
    later: 'Mais tarde',
    bannerTitle: 'Há avisos que precisam da sua resposta',
    bannerText: 'À espera da sua resposta: {{count}}.',
    review: 'Rever agora',
  },
};

export default pt;
