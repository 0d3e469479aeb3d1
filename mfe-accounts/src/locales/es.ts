import batch from './batch/es';
import cards from './cards-first/es';
import exportTexts from './exports/es';
import history from './history/es';
import home from './home/es';
import news from './news/es';
import receive from './receive/es';
import statements from './statements/es';
import type { AccountsTexts } from './en';

const es: AccountsTexts = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
  title: 'Cuentas',
  greeting: 'Hola, {{name}}',
  description: 'Sus saldos en todas las divisas, actualizados al momento.',
  yourAccounts: 'Sus cuentas',
  closedAccounts: 'Cuentas cerradas',
  accountType: {
    payment: 'Cuenta de pagos',
    prePayment: 'Cuenta de prepago',
    receiving: 'Cuenta de cobros',
    card: 'Cuenta de tarjeta',
    crypto: 'Monedero de criptomonedas',
    closed: 'Cuenta cerrada',
    other: 'Cuenta',
  },
  accountNumber: 'Cuenta {{id}}',
  account: 'Cuenta',
  chooseAccount: 'Elija una cuenta',
  balance: 'Saldo disponible',
  pending: 'Pendiente',
  remainingValue: 'Valor restante',
  loading: 'Cargando sus cuentas…',
  refreshing: 'Actualizando saldos…',
  loadFailed: 'No pudimos cargar sus cuentas',
  loadFailedText: 'Algo salió mal. Inténtelo de nuevo.',
  retry: 'Reintentar',
  close: 'Cerrar',
  cancel: 'Cancelar',
  done: 'Hecho',
  pageLoading: 'Cargando la página…',
  copy: {
    copy: 'Copiar',
    copied: 'Copiado',
    done: 'Copiado al portapapeles',
    failed: 'No se puede copiar aquí. Seleccione el texto y cópielo manualmente.',
  },
  access: {
    outsideTitle: 'Fuera de su acceso',
    outsideText:
      'Su acceso a este cliente no incluye esta página. Un usuario con acceso completo a la empresa puede ayudarle.',
  },
  empty: { title: 'Aún no hay cuentas', text: 'Sus cuentas aparecerán aquí en cuanto se abran.' },
};

export default es;
