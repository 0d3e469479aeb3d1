/**
 * Labels of the external-transfer extra parameters and their options, in the portal's six languages: the sandbox
 * answers them in the request's `lang` (spec 02 §3 "Extra parameters"; ExtraParam.label), English otherwise.
 */
const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'ua'] as const;
type Language = (typeof LANGUAGES)[number];
type Translations = Readonly<Record<Language, string>>;

// prettier-ignore
const LABELS = {
  purposeOfPayment: { en: 'Purpose of payment', es: 'Finalidad del pago', pt: 'Finalidade do pagamento', ro: 'Scopul plății', ru: 'Назначение платежа', ua: 'Призначення платежу' },
  goods: { en: 'Payment for goods', es: 'Pago de mercancías', pt: 'Pagamento de mercadorias', ro: 'Plată pentru bunuri', ru: 'Оплата товаров', ua: 'Оплата товарів' },
  services: { en: 'Payment for services', es: 'Pago de servicios', pt: 'Pagamento de serviços', ro: 'Plată pentru servicii', ru: 'Оплата услуг', ua: 'Оплата послуг' },
  salary: { en: 'Salary or pension', es: 'Salario o pensión', pt: 'Salário ou pensão', ro: 'Salariu sau pensie', ru: 'Заработная плата или пенсия', ua: 'Заробітна плата або пенсія' },
  family: { en: 'Support to family', es: 'Ayuda familiar', pt: 'Apoio à família', ro: 'Sprijin pentru familie', ru: 'Помощь семье', ua: 'Допомога родині' },
  investment: { en: 'Investment', es: 'Inversión', pt: 'Investimento', ro: 'Investiție', ru: 'Инвестиции', ua: 'Інвестиції' },
  other: { en: 'Other', es: 'Otro', pt: 'Outro', ro: 'Altul', ru: 'Другое', ua: 'Інше' },
  purposeDetails: { en: 'Describe the purpose', es: 'Describa la finalidad', pt: 'Descreva a finalidade', ro: 'Descrieți scopul', ru: 'Опишите назначение', ua: 'Опишіть призначення' },
  companyRegistrationNumber: { en: 'Company registration number', es: 'Número de registro de la empresa', pt: 'Número de registo da empresa', ro: 'Număr de înregistrare al companiei', ru: 'Регистрационный номер компании', ua: 'Реєстраційний номер компанії' },
  routingNumber: { en: 'Routing number (ABA)', es: 'Número de ruta (ABA)', pt: 'Número de roteamento (ABA)', ro: 'Cod de rutare (ABA)', ru: 'Маршрутный номер (ABA)', ua: 'Маршрутний номер (ABA)' },
  accountType: { en: 'Account type', es: 'Tipo de cuenta', pt: 'Tipo de conta', ro: 'Tipul contului', ru: 'Тип счёта', ua: 'Тип рахунку' },
  checking: { en: 'Checking', es: 'Cuenta corriente', pt: 'Conta corrente', ro: 'Cont curent', ru: 'Текущий счёт', ua: 'Поточний рахунок' },
  savings: { en: 'Savings', es: 'Cuenta de ahorros', pt: 'Conta poupança', ro: 'Cont de economii', ru: 'Сберегательный счёт', ua: 'Ощадний рахунок' },
  sortCode: { en: 'Sort code', es: 'Código de sucursal (sort code)', pt: 'Código de agência (sort code)', ro: 'Cod de sortare (sort code)', ru: 'Код сортировки (sort code)', ua: 'Код сортування (sort code)' },
  institutionNumber: { en: 'Institution number', es: 'Número de institución', pt: 'Número da instituição', ro: 'Numărul instituției', ru: 'Номер учреждения', ua: 'Номер установи' },
  transitNumber: { en: 'Transit number', es: 'Número de tránsito', pt: 'Número de trânsito', ro: 'Număr de tranzit', ru: 'Транзитный номер', ua: 'Транзитний номер' },
  bankCode: { en: 'Bank', es: 'Banco', pt: 'Banco', ro: 'Banca', ru: 'Банк', ua: 'Банк' },
  branchCode: { en: 'Branch', es: 'Sucursal', pt: 'Agência', ro: 'Sucursala', ru: 'Отделение', ua: 'Відділення' },
  beneficiaryTaxId: { en: 'Beneficiary CPF or CNPJ', es: 'CPF o CNPJ del beneficiario', pt: 'CPF ou CNPJ do favorecido', ro: 'CPF sau CNPJ al beneficiarului', ru: 'CPF или CNPJ получателя', ua: 'CPF або CNPJ одержувача' },
  instantKeyType: { en: 'PIX key type', es: 'Tipo de clave PIX', pt: 'Tipo de chave PIX', ro: 'Tipul cheii PIX', ru: 'Тип ключа PIX', ua: 'Тип ключа PIX' },
  cpf: { en: 'CPF', es: 'CPF', pt: 'CPF', ro: 'CPF', ru: 'CPF', ua: 'CPF' },
  email: { en: 'E-mail', es: 'Correo electrónico', pt: 'E-mail', ro: 'E-mail', ru: 'Электронная почта', ua: 'Електронна пошта' },
  phone: { en: 'Phone number', es: 'Número de teléfono', pt: 'Número de telefone', ro: 'Număr de telefon', ru: 'Номер телефона', ua: 'Номер телефону' },
  random: { en: 'Random key', es: 'Clave aleatoria', pt: 'Chave aleatória', ro: 'Cheie aleatorie', ru: 'Случайный ключ', ua: 'Випадковий ключ' },
} as const satisfies Record<string, Translations>;

export type LabelKey = keyof typeof LABELS;

function languageOf(lang: string): Language {
  const short = lang.toLowerCase().slice(0, 2);
  // The portal says `ua` for Ukrainian; ISO 639-1 says `uk`.
  if (short === 'uk') return 'ua';
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
}

/** The label in the request's language, English for a language the portal does not have. */
export function labelOf(key: LabelKey, lang: string): string {
  return LABELS[key][languageOf(lang)];
}
