import type { CommonTexts } from './en';

const es: CommonTexts = {
  layout: {
    skipToContent: 'Saltar al contenido',
    mainMenu: 'Menú principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    language: 'Idioma',
    signOut: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como {{name}}',
    footerRights: '© {{year}} {{company}}. Todos los derechos reservados.',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    fees: 'Comisiones',
    support: 'Soporte: {{email}}',
    secureConnection: 'Conexión segura',
  },
  menu: {
    admin: 'Vista de administración',
    home: 'Cuentas',
    cards: 'Tarjetas',
    transfers: 'Transferencias',
    history: 'Historial',
    statements: 'Extractos',
    news: 'Noticias',
    receive: 'Recibir dinero',
    messages: 'Soporte',
    security: 'Seguridad',
    merchant: 'Comercio',
    profile: 'Perfil',
    transferAccount: 'Entre cuentas',
    transferP2p: 'Enviar a una persona',
    transferExternal: 'Transferencia externa',
    approvals: 'Aprobaciones',
    badges: {
      payments: 'pagos pendientes de aprobación: {{count}}',
      batches: 'lotes pendientes de aprobación: {{count}}',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o se ha movido.',
    home: 'Ir a la página de inicio',
  },
  areaUnavailable: {
    title: 'Esta sección no está disponible ahora',
    text: 'No pudimos cargar esta parte del portal. El resto del portal sigue funcionando.',
    retry: 'Reintentar',
    retrying: 'Reintentando…',
  },
  loading: 'Cargando…',
  close: 'Cerrar',
  ok: 'Aceptar',
  idle: {
    title: '¿Sigue ahí?',
    text: 'Por su seguridad cerraremos la sesión en {{seconds}} segundos.',
    stay: 'Mantener la sesión',
    signOut: 'Cerrar sesión ahora',
  },
  sessionEnded: {
    idle: 'Se cerró su sesión tras 15 minutos sin actividad.',
    refreshFailed: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    expired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
  },
  messages: {
    successTitle: 'Listo',
    infoTitle: 'Información',
    emailConfirmed: '¡Su dirección de correo electrónico ha sido confirmada!',
    emailConfirmFailed: 'Se ha producido un error. Póngase en contacto con nosotros.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Elija una empresa',
    text: 'Tiene acceso a varias empresas. ¿Con cuál quiere trabajar?',
    rights: {
      0: 'Sin acceso',
      1: 'Solo lectura',
      2: 'Acceso completo',
      3: 'Puede iniciar',
      4: 'Confirmado',
      5: 'Carga de archivos',
    },
  },
  customApi: {
    title: 'Dirección de back end personalizada',
    url: 'URL base del back end',
    use: 'Usar esta dirección',
    cancel: 'Cancelar',
    invalid: 'Introduzca una dirección http o https',
    unreachable: 'Esta dirección no superó la comprobación. Revísela e inténtelo de nuevo.',
  },
  environment: {
    staging: 'Entorno de pruebas {{index}}',
    custom: 'Back end personalizado: {{url}}',
  },
  acting: {
    text: 'Vista de soporte: actuando como {{name}}',
    customer: 'cliente {{customerId}}',
    limits:
      'Ve lo que ve el cliente. Los PIN, los datos de la tarjeta, las credenciales, el dinero y los ajustes quedan en manos del cliente.',
    stop: 'Dejar de actuar',
  },
  access: {
    readOnly:
      'Tiene acceso de solo lectura a {{company}}; pida los cambios a un usuario con acceso completo.',
    readOnlyNoBalances:
      'Tiene acceso de solo lectura a {{company}}, sin saldos, importes ni historial; pida los cambios a un usuario con acceso completo.',
    transfersOnly:
      'Su acceso a {{company}} cubre las transferencias; los ajustes, las tarjetas y la seguridad los cambia un usuario con acceso completo.',
    noBalances: 'Su acceso a {{company}} no incluye saldos, importes ni historial.',
  },
  errors: {
    serverUnavailable: 'El servidor no está disponible',
    network: 'Sin conexión. Compruebe su red e inténtelo de nuevo.',
    noResponse: 'El servidor no respondió. Inténtelo de nuevo.',
    unknown: 'Algo salió mal. Inténtelo de nuevo.',
    title: 'Error',
  },
  outage: {
    retry: 'Reintentar',
    kept: 'Su sesión sigue abierta. El portal lo intenta de nuevo por sí solo y le devuelve a donde estaba.',
  },
};

export default es;
