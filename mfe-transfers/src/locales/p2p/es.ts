import type { P2pTexts } from './en';

const es: P2pTexts = {
  title: 'Enviar a una persona',
  description: 'Envíe dinero a otro cliente con su dirección de correo electrónico.',
  formLabel: 'Enviar dinero a una persona',
  loading: 'Cargando sus cuentas…',
  account: 'Cuenta de origen',
  email: 'Correo electrónico del beneficiario',
  amount: 'Importe',
  note: 'Nota para el beneficiario',
  reference: 'Referencia',
  coupon: 'Código de cupón',
  templateName: 'Guardar como plantilla',
  templateHint: 'Dé un nombre al beneficiario para encontrarlo la próxima vez.',
  feeHint: 'Comisión {{fee}}; {{total}} en total.',
  feeLoading: 'Calculando la comisión…',
  payee: {
    checking: 'Comprobando el beneficiario…',
    found: 'Beneficiario: {{name}}',
    notFound: 'No hay ningún cliente con este correo electrónico.',
    blacklisted: 'No puede enviar dinero a este beneficiario.',
  },
  errors: {
    accountRequired: 'Elija la cuenta desde la que enviar',
    emailRequired: 'Introduzca el correo electrónico del beneficiario',
    emailInvalid: 'Introduzca un correo válido, por ejemplo nombre@ejemplo.com',
    tooLong_one: 'Use como máximo {{max}} carácter',
    tooLong_many: 'Use como máximo {{max}} caracteres',
    tooLong_other: 'Use como máximo {{max}} caracteres',
  },
  recent: {
    title: 'Beneficiarios recientes',
    loading: 'Cargando beneficiarios recientes…',
    failed: 'No se pudieron cargar los beneficiarios recientes.',
    empty: 'Aquí aparecerán las personas a las que envíe dinero.',
  },
  templates: {
    title: 'Beneficiarios guardados',
    loading: 'Cargando beneficiarios guardados…',
    failed: 'No se pudieron cargar los beneficiarios guardados.',
    empty: 'Aún no hay beneficiarios guardados. Póngale nombre con «Guardar como plantilla».',
  },
  done: {
    title: 'Dinero enviado',
    text: '{{amount}} enviados a {{email}}; comisión {{fee}}.',
    approvalsLink: 'Ver sus solicitudes',
  },
};

export default es;
