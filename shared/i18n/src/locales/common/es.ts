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
    home: 'Cuentas',
    cards: 'Tarjetas',
    transfers: 'Transferencias',
    history: 'Historial',
    statements: 'Extractos',
    messages: 'Soporte',
    security: 'Seguridad',
    merchant: 'Comercio',
    profile: 'Perfil',
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
  errors: {
    serverUnavailable: 'El servidor no está disponible',
    network: 'Sin conexión. Compruebe su red e inténtelo de nuevo.',
    noResponse: 'El servidor no respondió. Inténtelo de nuevo.',
    unknown: 'Algo salió mal. Inténtelo de nuevo.',
    title: 'Error',
  },
};

export default es;
