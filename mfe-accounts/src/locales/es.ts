import type { AccountsTexts } from './en';

const es: AccountsTexts = {
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
    closed: 'Cuenta cerrada',
    other: 'Cuenta',
  },
  accountNumber: 'Cuenta {{id}}',
  balance: 'Saldo disponible',
  pending: 'Pendiente',
  remainingValue: 'Valor restante',
  loading: 'Cargando sus cuentas…',
  refreshing: 'Actualizando saldos…',
  loadFailed: 'No pudimos cargar sus cuentas',
  retry: 'Reintentar',
  empty: { title: 'Aún no hay cuentas', text: 'Sus cuentas aparecerán aquí en cuanto se abran.' },
};

export default es;
