import type { ExportsTexts } from './en';

const es: ExportsTexts = {
  title: 'Exportar a CSV',
  text: 'El archivo contendrá exactamente los movimientos del filtro que ve en pantalla.',
  deliveryLegend: '¿Cómo quiere recibir el archivo?',
  delivery: { download: 'Descargarlo ahora', email: 'Enviarlo a un correo electrónico' },
  email: 'Correo electrónico',
  emailInvalid: 'Introduzca un correo electrónico válido, como nombre@ejemplo.com',
  start: 'Iniciar la exportación',
  running: 'Preparando su archivo. Con un historial largo puede tardar un poco.',
  progressLabel: 'Progreso de la exportación',
  progress: '{{progress}} % · filas escritas: {{rows}}',
  cancel: 'Cancelar la exportación',
  ready: 'Su exportación está lista',
  downloadStarted: 'Se ha iniciado la descarga de {{fileName}} (filas: {{rows}}).',
  downloadAgain: 'Descargar de nuevo',
  sending: 'Enviando el archivo…',
  emailSent: 'Hemos enviado el archivo a {{email}} (filas: {{rows}}).',
  emailFailed: 'No pudimos enviar el archivo',
  failed: 'La exportación no terminó',
  serverFailed: 'El servidor no pudo preparar el archivo. Inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  openFailed: 'No pudimos abrir la exportación',
};

export default es;
