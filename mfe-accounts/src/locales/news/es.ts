import type { NewsTexts } from './en';

const es: NewsTexts = {
  title: 'Noticias',
  description: 'Avisos sobre sus cuentas y nuestros servicios.',
  listTitle: 'Avisos',
  unread: 'Sin leer: {{count}}',
  unreadMarker: 'Sin leer:',
  needsAnswer: 'Requiere su respuesta',
  accept: 'Aceptar',
  decline: 'Rechazar',
  answerLabel: 'Su respuesta a {{title}}',
  answered: { accepted: 'Lo ha aceptado.', declined: 'Lo ha rechazado.' },
  answerFailed: 'No pudimos guardar su respuesta',
  loading: 'Cargando los avisos…',
  loadFailed: 'No pudimos cargar los avisos',
  empty: 'No hay avisos',
  emptyText: 'Aquí aparecerán las novedades sobre sus cuentas.',
  prompt: {
    title: 'Revise, por favor',
    text: 'Estos avisos necesitan su respuesta antes de entrar en vigor.',
    later: 'Más tarde',
    bannerTitle: 'Hay avisos que requieren su respuesta',
    bannerText: 'Pendientes de su respuesta: {{count}}.',
    review: 'Revisar ahora',
  },
};

export default es;
