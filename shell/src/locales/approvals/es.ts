import type { ShellApprovalTexts } from './en';

const es: ShellApprovalTexts = {
  approval: {
    successTitle: 'Enviado correctamente',
    createdTitle: 'transacción de aprobación creada',
    createdText: 'La transferencia espera ahora la aprobación de un compañero con permisos de aprobación.',
    failedTitle: 'Transacción fallida',
    rejected: 'La transacción fue rechazada.',
    noOperationId: 'Falta el identificador de la operación; la operación ha fallado',
    codeTitle: 'Aprobar la transferencia',
    codeSent: {
      sms: 'Hemos enviado un código por SMS a {{sentTo}}.',
      otp: 'Hemos enviado un código de un solo uso a {{sentTo}}.',
      approvalCode: 'Hemos enviado un código de aprobación a {{sentTo}}.',
    },
    codeSentNowhere: 'Introduzca el código que le hemos enviado.',
    codeLabel: 'Código de aprobación',
    codeHint_one: '{{length}} dígito',
    codeHint_many: '{{length}} dígitos',
    codeHint_other: '{{length}} dígitos',
    codeInvalid_one: 'Introduzca el código de {{length}} dígito.',
    codeInvalid_many: 'Introduzca el código de {{length}} dígitos.',
    codeInvalid_other: 'Introduzca el código de {{length}} dígitos.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    resend: 'Enviar un código nuevo',
    resent: 'Se ha enviado un código nuevo.',
    resentTo: 'Se ha enviado un código nuevo a {{sentTo}}.',
    pushTitle: 'Apruebe en su dispositivo',
    pushText: 'Apruebe el pago en su dispositivo {{device}}.',
    pushTextNoDevice: 'Apruebe el pago en su dispositivo vinculado.',
    pushWaiting: 'Esperando su aprobación',
    pushResend: 'Enviar de nuevo',
    pushResent: 'Hemos vuelto a enviar la solicitud a su dispositivo.',
    passkeyTitle: 'Apruebe con su llave de acceso',
    passkeyTextOne: 'Apruebe este pago con su llave de acceso.',
    passkeyTextMany: 'Apruebe estos {{number}} pagos con su llave de acceso.',
    passkeyPayments: 'Pagos por aprobar',
    passkeyPayee: 'a {{name}} ({{payee}})',
    passkeyApprove: 'Aprobar con llave de acceso',
    passkeyLoading: 'Preparando la aprobación',
    passkeyFailed: 'No se pudo usar su llave de acceso. Inténtelo de nuevo.',
    passkeyElsewhere:
      'Este pago se aprueba con su llave de acceso: apruébelo en un navegador que pueda usarla (el portal en su ordenador o teléfono).',
  },
};

export default es;
