import type { AdditionalQuestion, DictionaryEntry, Industry } from '@portal/api/catalogue';

/**
 * The registration dictionaries (spec 03 §7 "Dictionaries: states, sources, purposes, document types, industries,
 * occupations, additional questions"), named in the request's language; an unknown or missing language answers in
 * English. Ids are stable: drafts and stored companies refer to them.
 */
const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'ua'] as const;
type Language = (typeof LANGUAGES)[number];
/** An entry's id and its names in en, es, pt, ro, ru, ua. */
type Row = readonly [number, string, string, string, string, string, string];
/** A text in the six languages, in the order of LANGUAGES. */
type Texts = readonly [string, string, string, string, string, string];

const SOURCES: readonly Row[] = [
  [
    1,
    'Salary or employment income',
    'Salario o ingresos laborales',
    'Salário ou rendimentos do trabalho',
    'Salariu sau venituri din muncă',
    'Заработная плата',
    'Заробітна плата',
  ],
  [
    2,
    'Business revenue',
    'Ingresos de la empresa',
    'Receitas da empresa',
    'Venituri din afaceri',
    'Доход от бизнеса',
    'Дохід від бізнесу',
  ],
  [3, 'Investments', 'Inversiones', 'Investimentos', 'Investiții', 'Инвестиции', 'Інвестиції'],
  [
    4,
    'Sale of property',
    'Venta de inmuebles',
    'Venda de imóveis',
    'Vânzarea unei proprietăți',
    'Продажа недвижимости',
    'Продаж нерухомості',
  ],
  [
    5,
    'Inheritance or gift',
    'Herencia o donación',
    'Herança ou doação',
    'Moștenire sau donație',
    'Наследство или дарение',
    'Спадщина або дарування',
  ],
  [6, 'Dividends', 'Dividendos', 'Dividendos', 'Dividende', 'Дивиденды', 'Дивіденди'],
  [7, 'Loans', 'Préstamos', 'Empréstimos', 'Împrumuturi', 'Кредиты и займы', 'Кредити та позики'],
  [8, 'Savings', 'Ahorros', 'Poupanças', 'Economii', 'Сбережения', 'Заощадження'],
  [9, 'Pension', 'Pensión', 'Pensão', 'Pensie', 'Пенсия', 'Пенсія'],
  [99, 'Other', 'Otro', 'Outro', 'Altele', 'Другое', 'Інше'],
];

const PURPOSES: readonly Row[] = [
  [
    1,
    'Receiving payments from customers',
    'Cobrar a clientes',
    'Receber pagamentos de clientes',
    'Încasări de la clienți',
    'Приём платежей от клиентов',
    'Прийом платежів від клієнтів',
  ],
  [
    2,
    'Paying suppliers',
    'Pagar a proveedores',
    'Pagar a fornecedores',
    'Plăți către furnizori',
    'Оплата поставщикам',
    'Оплата постачальникам',
  ],
  [
    3,
    'Paying salaries and freelancers',
    'Pagar salarios y autónomos',
    'Pagar salários e freelancers',
    'Plata salariilor și a colaboratorilor',
    'Выплата зарплат и фрилансерам',
    'Виплата зарплат і фрилансерам',
  ],
  [
    4,
    'Payouts to affiliates',
    'Pagos a afiliados',
    'Pagamentos a afiliados',
    'Plăți către afiliați',
    'Выплаты партнёрам',
    'Виплати партнерам',
  ],
  [
    5,
    'Currency exchange',
    'Cambio de divisas',
    'Câmbio de moeda',
    'Schimb valutar',
    'Обмен валют',
    'Обмін валют',
  ],
  [
    6,
    'Card spending',
    'Gastos con tarjeta',
    'Despesas com cartão',
    'Cheltuieli cu cardul',
    'Расходы по карте',
    'Витрати за карткою',
  ],
  [
    7,
    'Holding company funds',
    'Custodia de fondos de la empresa',
    'Guarda de fundos da empresa',
    'Păstrarea fondurilor companiei',
    'Хранение средств компании',
    'Зберігання коштів компанії',
  ],
  [99, 'Other', 'Otro', 'Outro', 'Altele', 'Другое', 'Інше'],
];

const DOCUMENT_TYPES: readonly Row[] = [
  [
    1,
    'Certificate of incorporation',
    'Certificado de constitución',
    'Certidão de constituição',
    'Certificat de înregistrare',
    'Свидетельство о регистрации',
    'Свідоцтво про реєстрацію',
  ],
  [
    2,
    'Articles of association',
    'Estatutos sociales',
    'Estatutos da sociedade',
    'Act constitutiv',
    'Устав',
    'Статут',
  ],
  [
    3,
    'Extract from the company register',
    'Extracto del registro mercantil',
    'Certidão do registo comercial',
    'Extras din registrul comerțului',
    'Выписка из торгового реестра',
    'Витяг з торгового реєстру',
  ],
  [
    4,
    'Register of shareholders',
    'Libro registro de socios',
    'Registo de acionistas',
    'Registrul acționarilor',
    'Реестр акционеров',
    'Реєстр акціонерів',
  ],
  [
    5,
    'Register of directors',
    'Registro de administradores',
    'Registo de administradores',
    'Registrul administratorilor',
    'Реестр директоров',
    'Реєстр директорів',
  ],
  [
    6,
    'Proof of business address',
    'Justificante del domicilio social',
    'Comprovativo da morada da empresa',
    'Dovada adresei sediului',
    'Подтверждение юридического адреса',
    'Підтвердження юридичної адреси',
  ],
  [
    7,
    'Board resolution',
    'Acta del consejo',
    'Ata do conselho de administração',
    'Hotărârea consiliului',
    'Решение совета директоров',
    'Рішення ради директорів',
  ],
  [
    99,
    'Other document',
    'Otro documento',
    'Outro documento',
    'Alt document',
    'Другой документ',
    'Інший документ',
  ],
];

/** Industries in groups; the adult group is left out where the brand says so (`hideAdultIndustriesInRegistration`). */
const INDUSTRIES: readonly (readonly [...Row, string, boolean])[] = [
  [
    1,
    'Software development',
    'Desarrollo de software',
    'Desenvolvimento de software',
    'Dezvoltare software',
    'Разработка ПО',
    'Розробка ПЗ',
    'technology',
    false,
  ],
  [
    2,
    'Web hosting and cloud services',
    'Alojamiento web y nube',
    'Alojamento web e nuvem',
    'Găzduire web și cloud',
    'Хостинг и облачные услуги',
    'Хостинг і хмарні послуги',
    'technology',
    false,
  ],
  [
    3,
    'Online advertising',
    'Publicidad en línea',
    'Publicidade online',
    'Publicitate online',
    'Интернет-реклама',
    'Інтернет-реклама',
    'marketing',
    false,
  ],
  [
    4,
    'Affiliate marketing',
    'Marketing de afiliación',
    'Marketing de afiliação',
    'Marketing afiliat',
    'Партнёрский маркетинг',
    'Партнерський маркетинг',
    'marketing',
    false,
  ],
  [
    5,
    'E-commerce and retail',
    'Comercio electrónico',
    'Comércio eletrónico',
    'Comerț electronic',
    'Электронная торговля',
    'Електронна торгівля',
    'trade',
    false,
  ],
  [
    6,
    'Wholesale trade',
    'Comercio al por mayor',
    'Comércio por grosso',
    'Comerț cu ridicata',
    'Оптовая торговля',
    'Оптова торгівля',
    'trade',
    false,
  ],
  [
    7,
    'Consulting',
    'Consultoría',
    'Consultoria',
    'Consultanță',
    'Консалтинг',
    'Консалтинг',
    'services',
    false,
  ],
  [
    8,
    'Freelance and staffing',
    'Trabajo autónomo y personal',
    'Freelance e recrutamento',
    'Colaboratori și personal',
    'Фриланс и подбор персонала',
    'Фриланс і підбір персоналу',
    'services',
    false,
  ],
  [
    9,
    'Payment processing',
    'Procesamiento de pagos',
    'Processamento de pagamentos',
    'Procesare plăți',
    'Обработка платежей',
    'Обробка платежів',
    'finance',
    false,
  ],
  [
    10,
    'Live streaming',
    'Transmisión en directo',
    'Transmissão em direto',
    'Transmisiuni live',
    'Прямые трансляции',
    'Прямі трансляції',
    'media',
    false,
  ],
  [
    11,
    'Gaming and e-sports',
    'Videojuegos y e-sports',
    'Jogos e e-sports',
    'Jocuri și e-sport',
    'Игры и киберспорт',
    'Ігри та кіберспорт',
    'media',
    false,
  ],
  [
    12,
    'Education and training',
    'Educación y formación',
    'Educação e formação',
    'Educație și formare',
    'Образование',
    'Освіта',
    'services',
    false,
  ],
  [
    13,
    'Travel and hospitality',
    'Viajes y hostelería',
    'Viagens e hotelaria',
    'Turism și ospitalitate',
    'Туризм и гостиничный бизнес',
    'Туризм і готельний бізнес',
    'services',
    false,
  ],
  [
    14,
    'Webcam studio',
    'Estudio de webcam',
    'Estúdio de webcam',
    'Studio de videochat',
    'Вебкам-студия',
    'Вебкам-студія',
    'adult',
    true,
  ],
  [
    15,
    'Adult entertainment',
    'Entretenimiento para adultos',
    'Entretenimento para adultos',
    'Divertisment pentru adulți',
    'Развлечения для взрослых',
    'Розваги для дорослих',
    'adult',
    true,
  ],
  [
    16,
    'Dating services',
    'Servicios de citas',
    'Serviços de encontros',
    'Servicii de întâlniri',
    'Сервисы знакомств',
    'Сервіси знайомств',
    'adult',
    true,
  ],
  [99, 'Other', 'Otro', 'Outro', 'Altele', 'Другое', 'Інше', 'other', false],
];

const OCCUPATIONS: readonly Row[] = [
  [
    1,
    'Company director',
    'Administrador de empresa',
    'Administrador de empresa',
    'Administrator de companie',
    'Директор компании',
    'Директор компанії',
  ],
  [
    2,
    'Business owner',
    'Empresario',
    'Empresário',
    'Proprietar de afacere',
    'Владелец бизнеса',
    'Власник бізнесу',
  ],
  [
    3,
    'Employee',
    'Empleado',
    'Trabalhador por conta de outrem',
    'Angajat',
    'Наёмный работник',
    'Найманий працівник',
  ],
  [
    4,
    'Self-employed',
    'Autónomo',
    'Trabalhador independente',
    'Persoană fizică autorizată',
    'Самозанятый',
    'Самозайнятий',
  ],
  [
    5,
    'Software developer',
    'Desarrollador de software',
    'Programador',
    'Programator',
    'Программист',
    'Програміст',
  ],
  [6, 'Accountant', 'Contable', 'Contabilista', 'Contabil', 'Бухгалтер', 'Бухгалтер'],
  [7, 'Lawyer', 'Abogado', 'Advogado', 'Avocat', 'Юрист', 'Юрист'],
  [8, 'Investor', 'Inversor', 'Investidor', 'Investitor', 'Инвестор', 'Інвестор'],
  [9, 'Student', 'Estudiante', 'Estudante', 'Student', 'Студент', 'Студент'],
  [10, 'Retired', 'Jubilado', 'Reformado', 'Pensionar', 'Пенсионер', 'Пенсіонер'],
  [99, 'Other', 'Otro', 'Outro', 'Altele', 'Другое', 'Інше'],
];

/**
 * The additional questions of spec 01 §3, by their spec ids: a yes/no for personal and business customers, and who
 * controls a business's account (value 2 asks for a name and a date).
 */
const QUESTIONS: readonly {
  id: AdditionalQuestion['id'];
  customerType: AdditionalQuestion['customerType'];
  text: Texts;
  options?: readonly { value: number; label: Texts }[];
}[] = [
  {
    id: 'anotherAccount',
    customerType: 'personal',
    text: [
      'Do you hold an account with another payment or banking institution?',
      '¿Tiene una cuenta en otra entidad de pago o bancaria?',
      'Tem uma conta noutra instituição de pagamento ou bancária?',
      'Dețineți un cont la o altă instituție de plată sau bancară?',
      'Есть ли у вас счёт в другом платёжном или банковском учреждении?',
      'Чи маєте ви рахунок в іншій платіжній або банківській установі?',
    ],
  },
  {
    id: 'businessAnotherAccount',
    customerType: 'business',
    text: [
      'Does the company hold an account with another payment or banking institution?',
      '¿Tiene la empresa una cuenta en otra entidad de pago o bancaria?',
      'A empresa tem uma conta noutra instituição de pagamento ou bancária?',
      'Deține compania un cont la o altă instituție de plată sau bancară?',
      'Есть ли у компании счёт в другом платёжном или банковском учреждении?',
      'Чи має компанія рахунок в іншій платіжній або банківській установі?',
    ],
  },
  {
    id: 'controlAccount',
    customerType: 'business',
    text: [
      'Who will control the account?',
      '¿Quién controlará la cuenta?',
      'Quem vai controlar a conta?',
      'Cine va controla contul?',
      'Кто будет управлять счётом?',
      'Хто керуватиме рахунком?',
    ],
    options: [
      {
        value: 1,
        label: [
          "The company's own directors and users",
          'Los propios administradores y usuarios de la empresa',
          'Os próprios administradores e utilizadores da empresa',
          'Directorii și utilizatorii proprii ai companiei',
          'Собственные директора и пользователи компании',
          'Власні директори та користувачі компанії',
        ],
      },
      {
        value: 2,
        label: [
          'Another person, under a power of attorney',
          'Otra persona, con un poder notarial',
          'Outra pessoa, com uma procuração',
          'O altă persoană, în baza unei procuri',
          'Другое лицо по доверенности',
          'Інша особа за довіреністю',
        ],
      },
    ],
  },
];

function languageOf(lang: string | undefined): number {
  const index = LANGUAGES.indexOf((lang === 'uk' ? 'ua' : lang) as Language);
  return index < 0 ? 0 : index;
}

const entries = (rows: readonly Row[], lang: string | undefined): DictionaryEntry[] =>
  rows.map((row) => ({ id: row[0], name: row[1 + languageOf(lang)] as string }));

export const registrationDictionaries = {
  sources: (lang?: string) => entries(SOURCES, lang),
  purposes: (lang?: string) => entries(PURPOSES, lang),
  documentTypes: (lang?: string) => entries(DOCUMENT_TYPES, lang),
  occupations: (lang?: string) => entries(OCCUPATIONS, lang),
  industries: (lang?: string): Industry[] =>
    INDUSTRIES.map((row) => ({
      id: row[0],
      name: row[1 + languageOf(lang)] as string,
      group: row[7],
      adult: row[8],
    })),
  additionalQuestions: (lang?: string): AdditionalQuestion[] =>
    QUESTIONS.map((question) => ({
      id: question.id,
      customerType: question.customerType,
      text: question.text[languageOf(lang)]!,
      answerType: question.options ? ('choice' as const) : ('yesNo' as const),
      ...(question.options
        ? {
            options: question.options.map((option) => ({
              value: option.value,
              label: option.label[languageOf(lang)]!,
            })),
          }
        : {}),
    })),
};

/** The ids a registration may name (the sandbox refuses others, issue 29). */
export function registrationDictionaryIds() {
  return {
    sources: new Set(SOURCES.map((row) => row[0])),
    purposes: new Set(PURPOSES.map((row) => row[0])),
    industries: new Set(INDUSTRIES.map((row) => row[0])),
  };
}
