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
  unavailable: {
    currencyCode:
      'No disponible para {{currency}}: los formatos contables llevan códigos de moneda de tres letras.',
  },
  periodLegend: 'Periodo',
  periods: { month: 'Un mes natural', range: 'Fechas a su elección' },
  month: 'Mes',
  monthSoFar: '{{month}} (hasta ayer)',
  fromDate: 'Desde',
  toDate: 'Hasta (incluido)',
  rangeHint:
    'Hasta 12 meses, terminando ayer como muy tarde: un extracto abarca días ya terminados. Los días se cuentan en UTC.',
  errorsTitle: 'La exportación aún no puede empezar',
  errors: {
    accountMissing: 'Elija la cuenta que desea exportar.',
    monthMissing: 'Elija un mes que ya haya empezado.',
    fromMissing: 'Indique el primer día del periodo.',
    toMissing: 'Indique el último día del periodo.',
    dateInvalid: 'Indique una fecha válida.',
    fromNotEnded: 'El primer día debe ser ayer o antes: un extracto abarca días ya terminados.',
    toNotEnded: 'El último día debe ser ayer o antes: un extracto abarca días ya terminados.',
    dateOrder: 'El último día no puede ser anterior al primero.',
    periodTooLong: 'Un periodo abarca como máximo 12 meses: termínelo el {{date}} como muy tarde.',
    noFormat:
      'Ningún formato contable admite {{currency}}: usan códigos de moneda de tres letras. Elija otra cuenta.',
  },
};

export default es;
