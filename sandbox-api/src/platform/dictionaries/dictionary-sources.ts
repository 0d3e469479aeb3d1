import type { Row } from './dictionary-languages';

/** Sources of funds (spec 03 §7 "Dictionaries"). */
export const SOURCES: readonly Row[] = [
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
