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
  totals: { title: 'Totales', line: '{{amount}} · solicitudes: {{count}}' },
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
  selectRow: 'Seleccionar la solicitud {{id}} a {{payee}}',
  selected: 'Seleccionadas: {{count}}',
  approve: 'Aprobar',
  decline: 'Rechazar',
  approveSelected: 'Aprobar las seleccionadas',
  declineSelected: 'Rechazar las seleccionadas',
  confirm: {
    approveTitle: '¿Aprobar las solicitudes?',
    declineTitle: '¿Rechazar las solicitudes?',
    approveText:
      'Solicitudes por aprobar: {{count}}. El dinero sale de las cuentas de la empresa de inmediato.',
    declineText: 'Solicitudes por rechazar: {{count}}. No se enviará nada.',
    approveBatch: '¿Aprobar el lote «{{name}}» ({{count}} pagos)? El dinero sale de inmediato.',
    declineBatch: '¿Rechazar el lote «{{name}}» ({{count}} pagos)? No se enviará nada.',
  },
  results: { title: 'Hecho', line: 'Solicitud {{id}}: {{status}}.' },
  failed: 'La decisión no se guardó',
  empty: 'Ninguna solicitud coincide.',
  emptyBatches: 'Ningún lote coincide.',
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}} de {{pages}}',
  },
};

export default es;
