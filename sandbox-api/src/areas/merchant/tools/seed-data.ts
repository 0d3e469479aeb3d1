// The merchant tools' demo data (seed.ts): Mia's logos, payers, and the names and plans of her subscribers.

/** 32×32 PNGs: a green and a black round badge. */
export const LOGO_PNGS = {
  colour:
    'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAd0lEQVR42u2WQQ7AIAgE9yf9UF/mp9sejbZAcN3UROJ55oDA4ppc+J3gKCdZ8BDtlxe46IgGFLrhAIv+5QCR/uoAl947QKc3DqGASK8djiA+3lswKsgtMveD7B6sIGBO8vrLTnEPFBdNcZMVqUKRixTJTpRNB+sGqK4E+VX+KNkAAAAASUVORK5CYII=',
  mono: 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAZ0lEQVR42u2WyQ2AMBADU8v03yNUgPYyhkiZBuaxh72ul1m/EwBiARF9ARXKAuoUBHRJCZgRCFDwKEDHFwLUpAT58z6CqaD3yMIFOTPYQaC85P2fnSMPHInmyGRHq3D0IkezM3XTITcMx+/L6X8QQAAAAABJRU5ErkJggg==',
} as const;

/** Mia's payers: e-mail, name, payments made (40 in all). */
export const PAYERS = [
  ['lena.buyer@example.com', 'Lena Buyer', 8],
  ['omar.shopper@example.com', 'Omar Shopper', 6],
  ['julia.regular@example.org', 'Julia Regular', 5],
  ['ken.once@example.net', 'Ken Once', 1],
  ['sara.gifts@example.com', 'Sara Gifts', 4],
  ['tom.bulk@example.org', 'Tom Bulk', 6],
  ['nina.late@example.com', 'Nina Late', 3],
  ['victor.chargeback@example.net', 'Victor Chargeback', 1],
  ['eva.newcomer@example.com', 'Eva Newcomer', 2],
  ['paul.returns@example.org', 'Paul Returns', 4],
] as const;
export const PAYMENT_AMOUNTS = [
  '19.99',
  '45.00',
  '12.50',
  '89.90',
  '150.00',
  '27.30',
  '64.00',
  '9.99',
] as const;

/** First and last names of Mia's subscribers. */
export const FIRST = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Iris',
  'Jonas',
  'Kira',
  'Luca',
];
export const LAST = ['Novak', 'Silva', 'Berg', 'Moreau', 'Kowalski'];
/** Mia's subscription plans: name, amount in EUR, period. */
export const PLANS = [
  ['Coffee club', '12.00', 'month'],
  ['Fresh box', '29.90', 'month'],
  ['Bakery weekly', '8.50', 'week'],
  ['Premium pantry', '149.00', 'year'],
] as const;
