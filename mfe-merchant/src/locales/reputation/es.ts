import type { ReputationTexts } from './en';

const es: ReputationTexts = {
  title: 'Reputación',
  description:
    'Cómo se comportaron los pagadores que le pagaron: pagos, reembolsos y disputas, resumidos en una puntuación.',
  levels: { good: 'Buena', neutral: 'Neutra', risky: 'De riesgo' },
  search: {
    title: 'Buscar un pagador',
    email: 'Correo electrónico del pagador',
    hint: 'Déjelo vacío para ver todos los pagadores.',
    submit: 'Buscar',
    clear: 'Mostrar todos',
  },
  errors: { email: 'Indique un correo electrónico válido, como nombre@ejemplo.com' },
  list: {
    title: 'Pagadores',
    loading: 'Cargando la reputación…',
    failed: 'No se pudo cargar la reputación.',
    emptyTitle: 'No se encontraron pagadores',
    emptyText: 'Los pagadores aparecen aquí tras su primer pago.',
    emptySearch: 'No hay ningún pagador con el correo {{email}}.',
    email: 'Correo electrónico',
    score: 'Puntuación',
    scoreOf: '{{score}} de 100',
    level: 'Nivel',
    payments: 'Pagos',
    refunds: 'Reembolsos',
    disputes: 'Disputas',
    lastSeen: 'Último pago',
    pages: 'Páginas de pagadores',
  },
};

export default es;
