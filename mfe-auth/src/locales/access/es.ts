import type { AuthTexts } from './en';

const es: AuthTexts = {
  login: {
    title: 'Inicie sesión en {{brand}}',
    subtitle: 'Bienvenido de nuevo. Introduzca su correo y contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sesión',
    codeTitle: 'Confirme que es usted',
    otpIntro: 'Introduzca el código de 6 dígitos de su autenticador.',
    smsIntro: 'Enviamos un código a {{phone}}. Introduzca el código del mensaje n.º {{smsId}}.',
    code: 'Código de un solo uso',
    verify: 'Confirmar e iniciar sesión',
    back: 'Atrás',
    flowUnavailable:
      'Este método de acceso no puede completarse en esta versión del portal. Use la aplicación móvil.',
    noAccount: '¿Es nuevo?',
    register: 'Abrir una cuenta',
    errors: {
      emailRequired: 'Introduzca su correo electrónico',
      emailInvalid: 'Introduzca un correo válido, como nombre@ejemplo.com',
      passwordRequired: 'Introduzca su contraseña',
      codeRequired: 'Introduzca el código',
      codeFormat: 'El código tiene 6 dígitos',
    },
  },
};

export default es;
