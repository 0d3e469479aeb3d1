import type { ShellVerificationTexts } from './en';

const es: ShellVerificationTexts = {
  limited: {
    title: 'Su cuenta está limitada.',
    text: 'Algunos servicios están en pausa hasta que recibamos los documentos solicitados.',
    link: 'Ver qué se necesita',
  },
  duplicateDocuments: {
    title: 'Encontramos los mismos documentos en otra cuenta.',
    text: 'Vuelva a subir sus propios documentos.',
    link: 'Ir a la verificación',
  },
  duplicateDocumentsUploaded: {
    title: 'Estamos revisando sus nuevos documentos.',
    text: 'Le avisaremos cuando termine la revisión de los documentos duplicados.',
    link: 'Ir a la verificación',
  },
  cardDocumentRequired: {
    title: 'Se necesita un documento para la tarjeta.',
    text: 'Súbalo para que podamos emitir su tarjeta.',
    link: 'Ir a la verificación',
  },
  unverified: {
    title: 'Su cuenta aún no está verificada.',
    text: 'Complete la verificación para usar todos los servicios.',
    link: 'Ver qué falta',
  },
  requiredActions: {
    title: 'Su cuenta necesita una acción.',
    text_one: '{{count}} tarea pendiente: {{actions}}.',
    text_many: '{{count}} tareas pendientes: {{actions}}.',
    text_other: '{{count}} tareas pendientes: {{actions}}.',
    link: 'Ir a la verificación',
  },
  actions: {
    fatca: 'autocertificación de residencia fiscal',
    address: 'justificante de domicilio',
    proofOfResidence: 'prueba de residencia',
    identity: 'documento de identidad',
    phone: 'confirmación del teléfono',
    videoIdentity: 'identificación por vídeo',
  },
};

export default es;
