import type { AccountTexts } from './en';

const es: AccountTexts = {
  title: 'Entre mis cuentas',
  description: 'Mueva dinero entre sus propias cuentas, en la misma divisa o en otra.',
  formLabel: 'Transferencia entre mis cuentas',
  loading: 'Cargando sus cuentas…',
  tooFewAccounts: {
    title: 'Necesita dos cuentas',
    text: 'Abra una cuenta en otra divisa para mover dinero entre sus cuentas.',
  },
  from: 'Cuenta de origen',
  to: 'Cuenta de destino',
  amount: 'Importe',
  useMax: 'Usar el máximo',
  maxHint: 'Puede enviar hasta {{max}}, comisión incluida.',
  accountShort: '{{currency}} · Cuenta {{id}}',
  quote: {
    title: 'Su presupuesto',
    empty: 'Elija ambas cuentas y un importe para ver la comisión y lo que llega.',
    loading: 'Calculando su presupuesto…',
    failed: 'El presupuesto no está disponible ahora. Aun así puede revisar la transferencia.',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
  errors: {
    fromRequired: 'Elija la cuenta desde la que enviar',
    toRequired: 'Elija la cuenta a la que enviar',
    sameAccount: 'Elija dos cuentas distintas',
  },
  done: {
    title: 'Dinero transferido',
    text: '{{amount}} enviados; comisión {{fee}}.',
  },
};

export default es;
