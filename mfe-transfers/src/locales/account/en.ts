/** Texts of the account feature (namespace `transfers`, key `account`). */
const en = {
  title: 'Between my accounts',
  description: 'Move money between your own accounts, in the same or another currency.',
  formLabel: 'Transfer between my accounts',
  loading: 'Loading your accounts…',
  tooFewAccounts: {
    title: 'You need two accounts',
    text: 'Open an account in another currency to move money between your accounts.',
  },
  from: 'From account',
  to: 'To account',
  amount: 'Amount',
  useMax: 'Use max',
  maxHint: 'You can send up to {{max}}, fee included.',
  accountShort: '{{currency}} · Account {{id}}',
  quote: {
    title: 'Your quote',
    empty: 'Choose both accounts and an amount to see the fee and what arrives.',
    loading: 'Getting your quote…',
    failed: 'The quote is not available right now. You can still review the transfer.',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
  errors: {
    fromRequired: 'Choose the account to send from',
    toRequired: 'Choose the account to send to',
    sameAccount: 'Choose two different accounts',
  },
  done: {
    title: 'Money moved',
    text: '{{amount}} sent; fee {{fee}}.',
  },
};

export type AccountTexts = typeof en;
export default en;
