import type { StatementsTexts } from './en';

const es: StatementsTexts = {
  title: 'Extractos',
  description:
    'Extractos mensuales de sus cuentas, listos para descargar en PDF, y extractos para programas de contabilidad: camt.053, MT940, OFX o QBO.',
  listTitle: 'Extractos mensuales',
  transactions: 'Movimientos: {{count}}',
  download: 'Descargar',
  downloadMonth: 'Descargar el extracto de {{month}}',
  progressLabel: 'Extracto de {{month}}',
  ready: 'Listo (filas: {{rows}}). Se ha iniciado la descarga.',
  failed: 'No pudimos preparar este extracto',
  loading: 'Cargando los extractos…',
  loadFailed: 'No pudimos cargar los extractos',
  empty: 'Aún no hay extractos',
  emptyText: 'Aquí aparecerá un extracto por cada mes con movimientos.',
  pagination: 'Páginas de extractos',
  accountingTitle: 'Para programas de contabilidad',
  accountingOpen: 'Exportar para programas de contabilidad',
};

export default es;
