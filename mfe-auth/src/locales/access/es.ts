import type { AccessTexts } from './en';

const es: AccessTexts = {
  login: {
    stepTitles: {
      migrationSoft: 'Cambie a la aprobación en la app',
      scpEnable: 'Active la aprobación en la app',
      scpMigrate: 'Traslade la aprobación del inicio de sesión a la app',
    },
    title: 'Inicie sesión en {{brand}}',
    subtitle: 'Bienvenido de nuevo. Introduzca su correo y contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    employeeNote:
      'Esta dirección pertenece a un empleado de una empresa: accederá a la cuenta de empresa para la que trabaja.',
    codeTitle: 'Confirme que es usted',
    otpIntro: 'Introduzca el código de 6 dígitos de su autenticador.',
    smsIntro: 'Le enviamos un código por SMS al {{phone}}.',
    smsId: 'Introduzca el código del mensaje n.º {{smsId}}.',
    code: 'Código de un solo uso',
    verify: 'Confirmar e iniciar sesión',
    back: 'Atrás',
    pushTitle: 'Apruebe el inicio de sesión en su teléfono',
    pushIntro:
      'Enviamos una solicitud de inicio de sesión a la app {{brand}}. Apruébela allí o escanee este código con su teléfono para abrirla.',
    pushQr: 'Código QR que abre la solicitud de inicio de sesión en la app {{brand}}',
    onThisPhone: '¿Está en su teléfono?',
    openInApp: 'Abrir en la app',
    devicesTitle: 'Sus dispositivos',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Última actividad: {{date}}',
    waiting: 'Esperando su aprobación…',
    resend: 'Enviar de nuevo',
    resent: 'Volvimos a enviar la solicitud a su teléfono.',
    approvedSigningIn: 'Aprobado. Iniciando sesión…',
    requestExpired: 'Esta solicitud de inicio de sesión ha caducado. Vuelva a iniciar sesión.',
    rejectedTitle: 'El inicio de sesión fue rechazado',
    approvalFailed: 'No se pudo completar el inicio de sesión. Vuelva a iniciar sesión.',
    backToSignIn: 'Volver al inicio de sesión',
    verifyDeviceTitle: 'Apruebe este navegador nuevo',
    verifyDeviceIntro:
      'Está iniciando sesión desde un navegador que aún no conocemos. Abra la app {{brand}} en su teléfono y apruebe este navegador.',
    loadingStep: 'Cargando…',
    signingInAgain: 'Iniciando sesión de nuevo…',
    noAccount: '¿Es nuevo?',
    register: 'Abrir una cuenta',
    passkeySignIn: 'Usar una llave de acceso',
    passkeyNotUsedTitle: 'No se usó la llave de acceso',
    passkeyNotUsed:
      'No se usó ninguna llave de acceso: se canceló la solicitud del navegador o este navegador no tiene una llave de acceso para este sitio. Una llave de acceso solo funciona en el sitio donde se añadió.',
    errors: {
      emailRequired: 'Introduzca su correo electrónico',
      emailInvalid: 'Introduzca un correo válido, como nombre@ejemplo.com',
      passwordRequired: 'Introduzca su contraseña',
      codeRequired: 'Introduzca el código',
      codeFormat: 'El código tiene 6 dígitos',
    },
  },
  formErrors: {
    emailRequired: 'Introduzca su correo electrónico',
    emailInvalid: 'Introduzca un correo válido, como nombre@ejemplo.com',
    codeRequired: 'Introduzca el código',
    passwordRequired: 'Introduzca una contraseña',
    passwordRules: 'La contraseña no cumple las reglas de abajo',
    repeatRequired: 'Vuelva a introducir la contraseña',
    passwordsDiffer: 'Las contraseñas no coinciden',
  },
};

export default es;
