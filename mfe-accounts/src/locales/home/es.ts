import type { HomeTexts } from './en';

const es: HomeTexts = {
  groups: {
    payment: 'Cuentas de pagos',
    crypto: 'Monederos de criptomonedas',
    prePayment: 'Cuentas de prepago',
    receiving: 'Cuentas de cobros',
    card: 'Cuentas de tarjeta',
    other: 'Otras cuentas',
  },
  actionsOf: 'Acciones de {{account}}',
  history: 'Historial',
  statements: 'Extractos',
  statementsOf: 'Extractos de {{account}}',
  cardDetails: 'Datos de la tarjeta',
  requestCard: 'Solicitar una tarjeta',
  cardRequested: 'Tarjeta solicitada',
  withoutFigures: {
    description:
      'Las cuentas y cómo ingresar dinero en ellas. Los saldos, importes e historial no forman parte de su acceso.',
    emptyTitle: 'No hay datos de pago que mostrar',
    emptyText:
      'Las cuentas de la empresa aparecerán aquí, con cómo ingresar dinero en ellas, cuando tengan datos de pago.',
  },
  instructions: {
    open: 'Instrucciones de pago',
    new: 'Nuevo',
    title: 'Instrucciones de pago',
    text: 'Para ingresar dinero en esta cuenta por transferencia bancaria en {{currency}}, facilite estos datos al ordenante.',
    fields: {
      beneficiaryName: 'Beneficiario',
      bankAccountNumber: 'Número de cuenta bancaria',
      bankName: 'Banco',
      swift: 'SWIFT',
      reference: 'Referencia',
    },
    copy: 'Copiar {{field}}',
    referenceHint:
      'El ordenante debe indicar la referencia; de lo contrario, no podremos asignar el dinero a la cuenta.',
    none: 'Aún no hay instrucciones de pago',
    noneText:
      'Esta cuenta todavía no tiene datos para transferencias bancarias. Inténtelo más tarde o contacte con soporte.',
    loading: 'Cargando las instrucciones de pago…',
    loadFailed: 'No pudimos cargar las instrucciones de pago',
  },
  addCurrency: {
    open: 'Añadir una divisa',
    title: 'Añadir una divisa',
    text: 'Abra una cuenta de pagos en otra divisa. Es gratis y está lista al instante.',
    currency: 'Divisa',
    choose: 'Elija una divisa',
    required: 'Elija una divisa',
    submit: 'Abrir la cuenta',
    added: 'Su cuenta en {{currency}} está abierta',
    failed: 'No pudimos abrir la cuenta',
    loadFailed: 'No pudimos cargar las divisas',
    noneLeft: 'Ya tiene todas las divisas que ofrecemos',
    noneLeftText: 'Ahora mismo no hay otra divisa que añadir.',
  },
  wallet: {
    open: 'Crear un monedero de criptomonedas',
    title: 'Crear un monedero de criptomonedas',
    text: 'Elija la criptomoneda de su nuevo monedero. Recibirá su dirección al instante.',
    currency: 'Criptomoneda',
    choose: 'Elija una criptomoneda',
    required: 'Elija una criptomoneda',
    submit: 'Crear el monedero',
    created: 'Su monedero de {{currency}} está listo',
    addressText: 'Envíe a esta dirección únicamente esta criptomoneda.',
    address: 'Dirección del monedero',
    copyAddress: 'Copiar la dirección del monedero',
    failed: 'No pudimos crear el monedero',
    noneLeft: 'Ya tiene un monedero en cada criptomoneda que ofrecemos',
  },
};

export default es;
