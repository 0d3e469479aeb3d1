import type { ReputationTexts } from './en';

const pt: ReputationTexts = {
  title: 'Reputação',
  description:
    'Como se comportaram os pagadores que lhe pagaram: pagamentos, reembolsos e disputas, resumidos numa pontuação.',
  levels: { good: 'Boa', neutral: 'Neutra', risky: 'De risco' },
  search: {
    title: 'Procurar um pagador',
    email: 'E-mail do pagador',
    hint: 'Deixe vazio para ver todos os pagadores.',
    submit: 'Procurar',
    clear: 'Mostrar todos',
  },
  errors: { email: 'Introduza um e-mail válido, como nome@exemplo.com' },
  list: {
    title: 'Pagadores',
    loading: 'A carregar a reputação…',
    failed: 'Não foi possível carregar a reputação.',
    emptyTitle: 'Nenhum pagador encontrado',
    emptyText: 'Os pagadores aparecem aqui após o primeiro pagamento.',
    emptySearch: 'Não há nenhum pagador com o e-mail {{email}}.',
    email: 'E-mail',
    score: 'Pontuação',
    scoreOf: '{{score}} de 100',
    level: 'Nível',
    payments: 'Pagamentos',
    refunds: 'Reembolsos',
    disputes: 'Disputas',
    lastSeen: 'Último pagamento',
    pages: 'Páginas de pagadores',
  },
};

export default pt;
