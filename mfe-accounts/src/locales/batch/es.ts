import type { BatchTexts } from './en';

const es: BatchTexts = {
  title: 'Transferencias por lotes',
  description:
    'Transferencias masivas enviadas desde un archivo o datos pegados, con el archivo del que procede cada una.',
  historyLink: 'Historial de movimientos',
  filters: {
    title: 'Filtro',
    search: 'Buscar por nombre',
    types: 'Tipos',
    from: 'Desde la fecha',
    to: 'Hasta la fecha',
    dateOrder: 'La fecha final debe ser igual o posterior a la inicial',
    apply: 'Aplicar',
    reset: 'Restablecer',
  },
  types: {
    wire: 'Transferencia internacional',
    eft: 'Transferencia bancaria',
    oct: 'Pago a tarjeta',
    p2p: 'Entre personas',
    crypto: 'Criptomonedas',
    instant: 'Pago inmediato',
    interac: 'Interac',
    global: 'Pago global',
  },
  statuses: {
    processing: 'En proceso',
    completed: 'Completado',
    partiallyCompleted: 'Completado en parte',
    awaitingApproval: 'Pendiente de aprobación',
    refused: 'Rechazado',
  },
  table: {
    title: 'Lotes',
    caption: 'Transferencias por lotes',
    dateTime: 'Fecha y hora',
    name: 'Nombre',
    viewFile: 'Ver el archivo de {{name}}',
    type: 'Tipo',
    count: 'Pagos',
    total: 'Total',
    status: 'Estado',
  },
  total: 'Lotes: {{count}}',
  loading: 'Cargando las transferencias por lotes…',
  loadFailed: 'No pudimos cargar las transferencias por lotes',
  empty: 'Aún no hay transferencias por lotes',
  emptyFiltered: 'Ninguna transferencia por lotes coincide con este filtro',
  pagination: 'Páginas de transferencias por lotes',
  file: {
    title: 'Archivo de {{name}}',
    caption: 'Contenido de {{fileName}}',
    textLabel: 'Contenido del archivo',
    empty: 'El archivo está vacío.',
    loading: 'Cargando el archivo…',
    loadFailed: 'No pudimos cargar el archivo',
  },
};

export default es;
