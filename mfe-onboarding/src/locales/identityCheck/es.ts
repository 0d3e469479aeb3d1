import type { IdentityCheckTexts } from './en';

const es: IdentityCheckTexts = {
  start: {
    title: 'Verifique su identidad en línea',
    description:
      'En lugar de esperar la revisión de un documento, hágase un selfi con nuestro proveedor de identidad. Tarda unos dos minutos.',
    channelLegend: '¿Dónde quiere hacerse el selfi?',
    channel: {
      camera: 'En este dispositivo, con su cámara',
      sms: 'En mi teléfono: envíenme un enlace por SMS',
      email: 'Envíenme un enlace por correo electrónico',
    },
    channelRequired: 'Elija dónde hacerse el selfi.',
    submit: 'Iniciar la verificación',
    starting: 'Iniciando la verificación…',
    failed: 'No se pudo iniciar la verificación.',
    verified: 'Su identidad se verificó en línea.',
    pending: 'Hay una verificación de identidad en curso. Puede iniciar otra si lo necesita.',
    rejected: 'Su última verificación de identidad no fue superada. Puede intentarlo de nuevo.',
  },
  page: {
    title: 'Verificación de identidad',
    description:
      'Hágase un selfi con nuestro proveedor de identidad. Esta página muestra el resultado en cuanto llega.',
    jobTitle: 'Verificación de identidad por vídeo',
    jobDescription: 'En qué punto está su verificación de identidad.',
    loading: 'Cargando la verificación de identidad…',
    notFound: 'Esta verificación de identidad no existe o el enlace ya no es válido.',
    failedToLoad: 'No se pudo cargar la verificación de identidad.',
    retry: 'Intentar de nuevo',
    checking: 'Se verifica a: {{name}}',
    statusLine: 'Estado: {{status}}',
    status: {
      created: 'a la espera de su selfi',
      submitted: 'el proveedor está revisando su selfi',
      passed: 'verificada',
      failed: 'no verificada',
    },
    sentBy: {
      camera: 'Abra el proveedor y hágase un selfi con la cámara de este dispositivo.',
      sms: 'Le enviamos un enlace por SMS. Ábralo en su teléfono para hacerse el selfi, o abra el proveedor aquí.',
      email:
        'Le enviamos un enlace a su correo electrónico. Ábralo en su teléfono para hacerse el selfi, o abra el proveedor aquí.',
    },
    open: 'Abrir el proveedor aquí',
    openNewTab: 'Abrir el proveedor en una pestaña nueva',
    watching: 'Esta página se actualiza sola cuando el proveedor decide.',
    passedTitle: 'Su identidad está verificada',
    passedText: 'Gracias. Ya puede continuar a sus cuentas.',
    toAccounts: 'Ir a sus cuentas',
    toSignIn: 'Iniciar sesión',
    failedTitle: 'No se pudo verificar su identidad',
    reason: {
      faceMismatch: 'La cara del selfi no coincide con su documento de identidad.',
      unclearSelfie: 'El selfi no era lo bastante nítido.',
      livenessFailed: 'El proveedor no pudo confirmar que el selfi se hizo en vivo.',
      unknown: 'El proveedor no indicó el motivo.',
    },
    tryAgain: 'Intentar de nuevo',
    tryAgainFailed: 'No se pudo iniciar una nueva verificación.',
  },
};

export default es;
