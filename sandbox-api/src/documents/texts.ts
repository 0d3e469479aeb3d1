import type { TransactionStatus } from '@portal/api/catalogue';

/**
 * What the sandbox's documents print, in the portal's languages (spec 01 §8 "Languages: en, es, ro, ru, ua, pt";
 * issue 35 item 3). A document is in the language its request carries; anything else is English. The legal texts
 * of an agreement are the sandbox's own and English only: their frame (title lines, holder, dates) is translated.
 */
export const DOCUMENT_LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The client's `lang` (`ru`, `pt-BR`, `uk`…) as one of ours; anything else, or none, is English. */
export function documentLanguage(lang: string | undefined | null): DocumentLanguage {
  const code = (lang ?? '').trim().slice(0, 2).toLowerCase();
  const language = code === 'uk' ? 'ua' : code;
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(language) ? (language as DocumentLanguage) : 'en';
}

/** BCP 47 of a document language (the product's `ua` is Ukrainian, `uk`): the PDF's /Lang and Intl's locale. */
export const bcp47 = (language: DocumentLanguage): string => (language === 'ua' ? 'uk' : language);

export interface DocumentTexts {
  page: (number: number, count: number) => string;
  statement: {
    title: string;
    /** The PDF's title: brand, account and month. */
    documentTitle: (brand: string, accountId: number, month: string) => string;
    account: (accountId: number, currency: string) => string;
    period: (from: string, to: string) => string;
    issued: (date: string) => string;
    date: string;
    description: string;
    status: string;
    amount: string;
    empty: string;
    statuses: Record<TransactionStatus, string>;
  };
  invoice: {
    title: (id: number) => string;
    fundingTitle: (id: number) => string;
    statuses: Record<'awaitingPayment' | 'unpaid' | 'paid' | 'rejected', string>;
    issuedDue: (issued: string, due: string) => string;
    printed: (date: string) => string;
    from: string;
    to: string;
    amount: string;
    fee: string;
    total: string;
    note: string;
    rejected: string;
    howToPay: string;
    payFunding: (legalEntity: string, id: number, currency: string, accountId: string) => string;
    payInPortal: (brand: string, payee: string) => string;
  };
  agreement: {
    version: (version: string, from: string) => string;
    preparedFor: (name: string, customerId: number) => string;
    agreedOn: (date: string) => string;
  };
}

const en: DocumentTexts = {
  page: (number, count) => `Page ${number} of ${count}`,
  statement: {
    title: 'Account statement',
    documentTitle: (brand, accountId, month) => `${brand} statement ${accountId} ${month}`,
    account: (accountId, currency) => `Account ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Period ${from} – ${to}`,
    issued: (date) => `Issued ${date}`,
    date: 'Date',
    description: 'Description',
    status: 'Status',
    amount: 'Amount',
    empty: 'No transactions in this period.',
    statuses: { completed: 'Completed', processing: 'Processing', refused: 'Refused' },
  },
  invoice: {
    title: (id) => `Invoice No. ${id}`,
    fundingTitle: (id) => `Funding invoice No. ${id}`,
    statuses: {
      awaitingPayment: 'Awaiting payment',
      unpaid: 'Unpaid (past due)',
      paid: 'Paid',
      rejected: 'Rejected',
    },
    issuedDue: (issued, due) => `Issued ${issued}  ·  Due ${due}`,
    printed: (date) => `Printed ${date}`,
    from: 'FROM (PAYEE)',
    to: 'TO (PAYER)',
    amount: 'Amount',
    fee: 'Payment fee',
    total: 'Total to pay',
    note: 'Note',
    rejected: 'Rejected by the payer',
    howToPay: 'How to pay',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Transfer the total by bank transfer to ${legalEntity} with the reference INV-${id}; ` +
      `it is added to your ${currency} account ${accountId} when it arrives.`,
    payInPortal: (brand, payee) =>
      `Sign in to ${brand} and pay it under Invoices; the payment reaches ${payee} at once.`,
  },
  agreement: {
    version: (version, from) => `Version ${version} · in effect from ${from}`,
    preparedFor: (name, customerId) => `Prepared for ${name} (customer ${customerId})`,
    agreedOn: (date) => `Agreed on ${date}`,
  },
};

const es: DocumentTexts = {
  page: (number, count) => `Página ${number} de ${count}`,
  statement: {
    title: 'Extracto de cuenta',
    documentTitle: (brand, accountId, month) => `${brand}: extracto ${accountId} ${month}`,
    account: (accountId, currency) => `Cuenta ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Periodo ${from} – ${to}`,
    issued: (date) => `Emitido el ${date}`,
    date: 'Fecha',
    description: 'Descripción',
    status: 'Estado',
    amount: 'Importe',
    empty: 'No hay operaciones en este periodo.',
    statuses: { completed: 'Completada', processing: 'En proceso', refused: 'Rechazada' },
  },
  invoice: {
    title: (id) => `Factura n.º ${id}`,
    fundingTitle: (id) => `Factura de recarga n.º ${id}`,
    statuses: {
      awaitingPayment: 'Pendiente de pago',
      unpaid: 'Impagada (vencida)',
      paid: 'Pagada',
      rejected: 'Rechazada',
    },
    issuedDue: (issued, due) => `Emitida el ${issued}  ·  Vence el ${due}`,
    printed: (date) => `Impresa el ${date}`,
    from: 'DE (BENEFICIARIO)',
    to: 'PARA (PAGADOR)',
    amount: 'Importe',
    fee: 'Comisión de pago',
    total: 'Total a pagar',
    note: 'Nota',
    rejected: 'Rechazada por el pagador',
    howToPay: 'Cómo pagar',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Transfiera el total por transferencia bancaria a ${legalEntity} con la referencia INV-${id}; ` +
      `se abonará en su cuenta en ${currency} ${accountId} cuando llegue.`,
    payInPortal: (brand, payee) =>
      `Inicie sesión en ${brand} y páguela en Facturas; el pago llega a ${payee} al instante.`,
  },
  agreement: {
    version: (version, from) => `Versión ${version} · vigente desde el ${from}`,
    preparedFor: (name, customerId) => `Preparado para ${name} (cliente ${customerId})`,
    agreedOn: (date) => `Aceptado el ${date}`,
  },
};

const ro: DocumentTexts = {
  page: (number, count) => `Pagina ${number} din ${count}`,
  statement: {
    title: 'Extras de cont',
    documentTitle: (brand, accountId, month) => `${brand}: extras ${accountId} ${month}`,
    account: (accountId, currency) => `Cont ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Perioada ${from} – ${to}`,
    issued: (date) => `Emis la ${date}`,
    date: 'Data',
    description: 'Descriere',
    status: 'Stare',
    amount: 'Sumă',
    empty: 'Nicio tranzacție în această perioadă.',
    statuses: { completed: 'Finalizată', processing: 'În procesare', refused: 'Respinsă' },
  },
  invoice: {
    title: (id) => `Factura nr. ${id}`,
    fundingTitle: (id) => `Factura de alimentare nr. ${id}`,
    statuses: {
      awaitingPayment: 'În așteptarea plății',
      unpaid: 'Neplătită (scadența depășită)',
      paid: 'Plătită',
      rejected: 'Respinsă',
    },
    issuedDue: (issued, due) => `Emisă la ${issued}  ·  Scadentă la ${due}`,
    printed: (date) => `Tipărită la ${date}`,
    from: 'DE LA (BENEFICIAR)',
    to: 'CĂTRE (PLĂTITOR)',
    amount: 'Sumă',
    fee: 'Comision de plată',
    total: 'Total de plată',
    note: 'Notă',
    rejected: 'Respinsă de plătitor',
    howToPay: 'Cum se plătește',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Transferați totalul prin transfer bancar către ${legalEntity} cu referința INV-${id}; ` +
      `suma se adaugă în contul dvs. în ${currency} ${accountId} când sosește.`,
    payInPortal: (brand, payee) =>
      `Conectați-vă la ${brand} și plătiți-o din Facturi; plata ajunge imediat la ${payee}.`,
  },
  agreement: {
    version: (version, from) => `Versiunea ${version} · în vigoare de la ${from}`,
    preparedFor: (name, customerId) => `Pregătit pentru ${name} (client ${customerId})`,
    agreedOn: (date) => `Acceptat la ${date}`,
  },
};

const ru: DocumentTexts = {
  page: (number, count) => `Страница ${number} из ${count}`,
  statement: {
    title: 'Выписка по счёту',
    documentTitle: (brand, accountId, month) => `${brand}: выписка ${accountId} ${month}`,
    account: (accountId, currency) => `Счёт ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Период ${from} – ${to}`,
    issued: (date) => `Сформирована ${date}`,
    date: 'Дата',
    description: 'Описание',
    status: 'Статус',
    amount: 'Сумма',
    empty: 'За этот период операций нет.',
    statuses: { completed: 'Выполнена', processing: 'В обработке', refused: 'Отклонена' },
  },
  invoice: {
    title: (id) => `Счёт № ${id}`,
    fundingTitle: (id) => `Счёт на пополнение № ${id}`,
    statuses: {
      awaitingPayment: 'Ожидает оплаты',
      unpaid: 'Не оплачен (просрочен)',
      paid: 'Оплачен',
      rejected: 'Отклонён',
    },
    issuedDue: (issued, due) => `Выставлен ${issued}  ·  Оплатить до ${due}`,
    printed: (date) => `Напечатан ${date}`,
    from: 'ОТ (ПОЛУЧАТЕЛЬ)',
    to: 'КОМУ (ПЛАТЕЛЬЩИК)',
    amount: 'Сумма',
    fee: 'Комиссия за платёж',
    total: 'Итого к оплате',
    note: 'Комментарий',
    rejected: 'Отклонён плательщиком',
    howToPay: 'Как оплатить',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Переведите итоговую сумму банковским переводом на счёт ${legalEntity} с назначением INV-${id}; ` +
      `она поступит на ваш счёт ${accountId} в ${currency} после зачисления.`,
    payInPortal: (brand, payee) =>
      `Войдите в ${brand} и оплатите его в разделе «Счета»; платёж сразу поступит ${payee}.`,
  },
  agreement: {
    version: (version, from) => `Версия ${version} · действует с ${from}`,
    preparedFor: (name, customerId) => `Подготовлено для: ${name} (клиент ${customerId})`,
    agreedOn: (date) => `Принято ${date}`,
  },
};

const ua: DocumentTexts = {
  page: (number, count) => `Сторінка ${number} з ${count}`,
  statement: {
    title: 'Виписка за рахунком',
    documentTitle: (brand, accountId, month) => `${brand}: виписка ${accountId} ${month}`,
    account: (accountId, currency) => `Рахунок ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Період ${from} – ${to}`,
    issued: (date) => `Сформовано ${date}`,
    date: 'Дата',
    description: 'Опис',
    status: 'Статус',
    amount: 'Сума',
    empty: 'За цей період операцій немає.',
    statuses: { completed: 'Виконано', processing: 'В обробці', refused: 'Відхилено' },
  },
  invoice: {
    title: (id) => `Рахунок-фактура № ${id}`,
    fundingTitle: (id) => `Рахунок на поповнення № ${id}`,
    statuses: {
      awaitingPayment: 'Очікує оплати',
      unpaid: 'Не оплачено (прострочено)',
      paid: 'Оплачено',
      rejected: 'Відхилено',
    },
    issuedDue: (issued, due) => `Виставлено ${issued}  ·  Сплатити до ${due}`,
    printed: (date) => `Надруковано ${date}`,
    from: 'ВІД (ОТРИМУВАЧ)',
    to: 'КОМУ (ПЛАТНИК)',
    amount: 'Сума',
    fee: 'Комісія за платіж',
    total: 'Усього до сплати',
    note: 'Коментар',
    rejected: 'Відхилено платником',
    howToPay: 'Як сплатити',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Перекажіть загальну суму банківським переказом на рахунок ${legalEntity} з призначенням INV-${id}; ` +
      `її буде зараховано на ваш рахунок ${accountId} у ${currency} після надходження.`,
    payInPortal: (brand, payee) =>
      `Увійдіть у ${brand} і сплатіть його в розділі «Рахунки»; платіж одразу надійде ${payee}.`,
  },
  agreement: {
    version: (version, from) => `Версія ${version} · діє з ${from}`,
    preparedFor: (name, customerId) => `Підготовлено для: ${name} (клієнт ${customerId})`,
    agreedOn: (date) => `Прийнято ${date}`,
  },
};

const pt: DocumentTexts = {
  page: (number, count) => `Página ${number} de ${count}`,
  statement: {
    title: 'Extrato de conta',
    documentTitle: (brand, accountId, month) => `${brand}: extrato ${accountId} ${month}`,
    account: (accountId, currency) => `Conta ${accountId}${currency ? ` · ${currency}` : ''}`,
    period: (from, to) => `Período ${from} – ${to}`,
    issued: (date) => `Emitido em ${date}`,
    date: 'Data',
    description: 'Descrição',
    status: 'Estado',
    amount: 'Montante',
    empty: 'Sem operações neste período.',
    statuses: { completed: 'Concluída', processing: 'Em processamento', refused: 'Recusada' },
  },
  invoice: {
    title: (id) => `Fatura n.º ${id}`,
    fundingTitle: (id) => `Fatura de carregamento n.º ${id}`,
    statuses: {
      awaitingPayment: 'A aguardar pagamento',
      unpaid: 'Por pagar (vencida)',
      paid: 'Paga',
      rejected: 'Recusada',
    },
    issuedDue: (issued, due) => `Emitida em ${issued}  ·  Vence em ${due}`,
    printed: (date) => `Impressa em ${date}`,
    from: 'DE (BENEFICIÁRIO)',
    to: 'PARA (PAGADOR)',
    amount: 'Montante',
    fee: 'Comissão de pagamento',
    total: 'Total a pagar',
    note: 'Nota',
    rejected: 'Recusada pelo pagador',
    howToPay: 'Como pagar',
    payFunding: (legalEntity, id, currency, accountId) =>
      `Transfira o total por transferência bancária para ${legalEntity} com a referência INV-${id}; ` +
      `é creditado na sua conta em ${currency} ${accountId} quando chegar.`,
    payInPortal: (brand, payee) =>
      `Inicie sessão em ${brand} e pague-a em Faturas; o pagamento chega a ${payee} de imediato.`,
  },
  agreement: {
    version: (version, from) => `Versão ${version} · em vigor desde ${from}`,
    preparedFor: (name, customerId) => `Preparado para ${name} (cliente ${customerId})`,
    agreedOn: (date) => `Aceite em ${date}`,
  },
};

export const DOCUMENT_TEXTS: Readonly<Record<DocumentLanguage, DocumentTexts>> = { en, es, ro, ru, ua, pt };
