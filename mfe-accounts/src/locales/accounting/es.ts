import type { AccountingTexts } from './en';

const es: AccountingTexts = {
  title: 'Exportar para programas de contabilidad',
  intro:
    'Los movimientos contabilizados de una cuenta en un periodo, en un archivo que su programa de contabilidad puede importar.',
  formatLegend: 'Formato',
  formats: {
    csv: { label: 'CSV', hint: 'Los movimientos del filtro en pantalla, para hojas de cálculo' },
    camt053: {
      label: 'camt.053',
      hint: 'XML ISO 20022, el estándar de los bancos y ERP europeos',
      tooPrecise:
        'No disponible para {{currency}}: los importes de camt.053 tienen como máximo 5 decimales. Elija MT940 u OFX.',
    },
    mt940: { label: 'MT940', hint: 'Texto SWIFT, lo leen la mayoría de los ERP' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  periodLegend: 'Periodo',
  periods: { month: 'Un mes natural', range: 'Fechas a su elección' },
  month: 'Mes',
  monthSoFar: '{{month}} (hasta hoy)',
  fromDate: 'Desde',
  toDate: 'Hasta (incluido)',
  rangeHint: 'Hasta 12 meses, terminando hoy como muy tarde.',
  errorsTitle: 'La exportación aún no puede empezar',
  errors: {
    accountMissing: 'Elija la cuenta que desea exportar.',
    monthMissing: 'Elija un mes que ya haya empezado.',
    fromMissing: 'Indique el primer día del periodo.',
    toMissing: 'Indique el último día del periodo.',
    dateInvalid: 'Indique una fecha válida.',
    fromFuture: 'El primer día no puede ser posterior a hoy.',
    toFuture: 'El último día no puede ser posterior a hoy.',
    dateOrder: 'El último día no puede ser anterior al primero.',
    periodTooLong: 'Un periodo abarca como máximo 12 meses: termínelo el {{date}} como muy tarde.',
  },
};

export default es;
