import type { AccountingTexts } from './en';

const ru: AccountingTexts = {
  title: 'Выгрузка для бухгалтерской программы',
  intro: 'Проведённые операции по счёту за период — в файле, который загрузит ваша бухгалтерская программа.',
  formatLegend: 'Формат',
  formats: {
    csv: { label: 'CSV', hint: 'Операции по фильтру на экране, для электронных таблиц' },
    camt053: {
      label: 'camt.053',
      hint: 'XML ISO 20022, стандарт европейских банков и ERP',
      tooPrecise:
        'Недоступно для {{currency}}: суммы в camt.053 содержат не более 5 знаков после запятой. Выберите MT940 или OFX.',
    },
    mt940: { label: 'MT940', hint: 'Текст SWIFT, его читает большинство ERP' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  periodLegend: 'Период',
  periods: { month: 'Календарный месяц', range: 'Произвольные даты' },
  month: 'Месяц',
  monthSoFar: '{{month}} (по сегодня)',
  fromDate: 'С',
  toDate: 'По (включительно)',
  rangeHint: 'До 12 месяцев, не позже сегодняшнего дня.',
  errorsTitle: 'Выгрузку пока нельзя начать',
  errors: {
    accountMissing: 'Выберите счёт для выгрузки.',
    monthMissing: 'Выберите уже начавшийся месяц.',
    fromMissing: 'Укажите первый день периода.',
    toMissing: 'Укажите последний день периода.',
    dateInvalid: 'Укажите правильную дату.',
    fromFuture: 'Первый день не может быть позже сегодняшнего.',
    toFuture: 'Последний день не может быть позже сегодняшнего.',
    dateOrder: 'Последний день не может быть раньше первого.',
    periodTooLong: 'Период — не больше 12 месяцев: закончите его не позже {{date}}.',
  },
};

export default ru;
