import type { ApprovalsTexts } from './en';

const es: ApprovalsTexts = {
  title: 'Aprobaciones',
  description:
    'Las transferencias que crean sus compañeros esperan aquí hasta que alguien con el derecho las apruebe.',
  loading: 'Cargando solicitudes…',
  noAccess: {
    title: 'Sin acceso a las aprobaciones',
    text: 'Solo los usuarios de empresa que aprueban o inician transferencias ven esta página. Pida acceso al titular de la empresa.',
  },
  initiatorNote:
    'Estas son las transferencias que usted creó. Las decide un compañero con derecho a aprobar.',
  tabsLabel: 'Tipos de solicitud',
  tabs: { payments: 'Pagos', batches: 'Lotes' },
  pendingCount: 'En espera: {{count}}',
  filters: {
    title: 'Filtros',
    type: 'Tipo',
    allTypes: 'Todos los tipos',
    from: 'Desde la fecha',
    to: 'Hasta la fecha',
    createdBy: 'Creada por',
    anyone: 'Cualquiera',
  },
  types: {
    betweenAccounts: 'Entre cuentas',
    p2p: 'De persona a persona',
    wire: 'Transferencia internacional',
    eft: 'Transferencia bancaria',
    oct: 'Pago a tarjeta',
    crypto_eft: 'Cripto',
    instant_payment: 'Pago instantáneo',
    interac: 'Interac',
  },
  totals: {
    title: 'Totales',
    line_one: '{{amount}} · {{count}} solicitud',
    line_many: '{{amount}} · {{count}} solicitudes',
    line_other: '{{amount}} · {{count}} solicitudes',
  },
  columns: {
    created: 'Creada',
    type: 'Tipo',
    payee: 'Beneficiario',
    amount: 'Importe',
    fee: 'Comisión',
    createdBy: 'Creada por',
    status: 'Estado',
    batch: 'Lote',
    count: 'Pagos',
    actions: 'Acciones',
  },
  status: { pending: 'En espera', approved: 'Aprobada', declined: 'Rechazada', failed: 'Fallida' },
  yourRequest: 'Su solicitud',
  selectAll: 'Seleccionar todas las solicitudes que puede decidir en esta página',
  selectAllShort: 'Seleccionar todas',
  selectRow: 'Seleccionar la solicitud {{id}} a {{payee}}',
  selected_one: '{{count}} solicitud seleccionada',
  selected_many: '{{count}} solicitudes seleccionadas',
  selected_other: '{{count}} solicitudes seleccionadas',
  approve: 'Aprobar',
  decline: 'Rechazar',
  approveSelected: 'Aprobar las seleccionadas',
  declineSelected: 'Rechazar las seleccionadas',
  confirm: {
    approveTitle: '¿Aprobar las solicitudes?',
    declineTitle: '¿Rechazar las solicitudes?',
    approveText_one:
      'Se aprobará {{count}} solicitud. El dinero sale de las cuentas de la empresa de inmediato.',
    approveText_many:
      'Se aprobarán {{count}} solicitudes. El dinero sale de las cuentas de la empresa de inmediato.',
    approveText_other:
      'Se aprobarán {{count}} solicitudes. El dinero sale de las cuentas de la empresa de inmediato.',
    declineText_one: 'Se rechazará {{count}} solicitud. No se enviará nada.',
    declineText_many: 'Se rechazarán {{count}} solicitudes. No se enviará nada.',
    declineText_other: 'Se rechazarán {{count}} solicitudes. No se enviará nada.',
    approveBatch_one: '¿Aprobar el lote «{{name}}» ({{count}} pago)? El dinero sale de inmediato.',
    approveBatch_many: '¿Aprobar el lote «{{name}}» ({{count}} pagos)? El dinero sale de inmediato.',
    approveBatch_other: '¿Aprobar el lote «{{name}}» ({{count}} pagos)? El dinero sale de inmediato.',
    declineBatch_one: '¿Rechazar el lote «{{name}}» ({{count}} pago)? No se enviará nada.',
    declineBatch_many: '¿Rechazar el lote «{{name}}» ({{count}} pagos)? No se enviará nada.',
    declineBatch_other: '¿Rechazar el lote «{{name}}» ({{count}} pagos)? No se enviará nada.',
  },
  results: { title: 'Hecho', line: 'Solicitud {{id}}: {{status}}.' },
  failed: 'La decisión no se guardó',
  empty: 'Ninguna solicitud coincide.',
  emptyBatches: 'Ningún lote coincide.',
  pager: {
    label: 'Páginas',
  },
};

export default es;
