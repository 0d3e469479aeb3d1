import type { PbnTexts } from './en';

const es: PbnTexts = {
  title: 'Notificaciones de pago',
  description: 'Reciba un aviso de cada pago hecho con sus botones, firmado con su clave secreta.',
  loading: 'Cargando su configuración de notificaciones…',
  failed: 'No se pudo cargar su configuración de notificaciones.',
  formTitle: 'Notificaciones',
  status: 'Notificaciones de pago',
  statusHint: 'Si están activadas, cada pago con sus botones se notifica a su sitio web.',
  on: 'Activadas',
  off: 'Desactivadas',
  save: 'Guardar',
  saved: 'Se guardó su configuración.',
  secretTitle: 'Clave secreta',
  hasSecret: 'Ya existe una clave secreta. Una nueva la sustituye de inmediato.',
  noSecret: 'Aún no hay clave secreta. Cree una para comprobar que las notificaciones vienen de nosotros.',
  newSecret: 'Nueva clave secreta',
  replaceTitle: '¿Sustituir la clave secreta?',
  replaceText: 'La clave actual deja de funcionar de inmediato: actualice su sitio web con la nueva.',
  replaceConfirm: 'Sustituirla',
};

export default es;
