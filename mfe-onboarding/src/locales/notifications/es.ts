import type { NotificationTexts } from './en';

const es: NotificationTexts = {
  title: 'Notificaciones',
  description: 'Elija sobre qué le avisamos y cómo. Cada cambio se guarda en cuanto lo hace.',
  loading: 'Cargando sus ajustes de notificaciones…',
  empty: 'No hay ajustes de notificaciones para su cuenta.',
  groups: {
    security: {
      title: 'Alertas de seguridad',
      description: 'Inicios de sesión y cambios en la forma de proteger su cuenta.',
    },
    payments: { title: 'Pagos', description: 'Dinero que entra en sus cuentas o sale de ellas.' },
    cards: { title: 'Tarjetas', description: 'Pagos con sus tarjetas y resúmenes de su saldo.' },
    news: {
      title: 'Novedades y ofertas',
      description: 'Lo nuevo de nuestros servicios y ofertas elegidas para usted.',
    },
  },
  items: {
    signInAlert: { label: 'Nuevo inicio de sesión', hint: 'Cuando alguien inicia sesión en su cuenta.' },
    securityChangeAlert: {
      label: 'Cambios de seguridad',
      hint: 'Cuando cambian su contraseña, sus dispositivos o la verificación en dos pasos.',
    },
    incomingPayment: { label: 'Dinero recibido', hint: 'Cuando llega un pago a una de sus cuentas.' },
    outgoingPayment: { label: 'Dinero enviado', hint: 'Cuando sale un pago de una de sus cuentas.' },
    paymentChannel: {
      label: 'Enviar avisos de pagos por',
      hint: 'Dónde le llegan los avisos de pagos.',
    },
    cardPayment: { label: 'Pagos con tarjeta', hint: 'Cuando se usa una de sus tarjetas.' },
    balanceDigest: { label: 'Resumen del saldo', hint: 'Un resumen de sus saldos por correo electrónico.' },
    productNews: {
      label: 'Novedades de productos',
      hint: 'Nuevas funciones y cambios en nuestros servicios.',
    },
    partnerOffers: { label: 'Ofertas de socios', hint: 'Ofertas de empresas con las que trabajamos.' },
  },
  options: {
    email: 'Correo electrónico',
    sms: 'SMS',
    push: 'Notificación push',
    never: 'Nunca',
    daily: 'Cada día',
    weekly: 'Cada semana',
    monthly: 'Cada mes',
  },
  on: 'Activado',
  off: 'Desactivado',
  saving: 'Guardando…',
  savedOn: '{{item}}: activado. Guardado.',
  savedOff: '{{item}}: desactivado. Guardado.',
  savedChoice: '{{item}}: {{value}}. Guardado.',
  failed: 'Su cambio en «{{item}}» no se guardó. Se mantiene el ajuste anterior.',
  retry: 'Reintentar',
};

export default es;
