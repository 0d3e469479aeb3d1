import type { Translation } from '@portal/i18n/i18n';

/** Texts of the payout blacklist page (namespace `transfers`, key `blacklist`). */
const en = {
  title: 'Payout blacklist',
  description: 'E-mail addresses you never pay out to. A transfer to one of them is refused.',
  loading: 'Loading the black list…',
  caption: 'Blocked e-mail addresses',
  allTypes: 'All block types',
  blockTypes: { all: 'All payouts', p2p: 'Person to person', globalPay: 'Global pay' },
  columns: { email: 'E-mail', blockType: 'Blocks', created: 'Added', actions: 'Actions' },
  add: 'Add to black list',
  remove: 'Remove',
  removeOne: 'Remove {{email}} from the black list',
  /** spec 02 §8. */
  added: 'User with email {{email}} has been added to black list',
  removed: '{{email}} was removed from the black list.',
  empty: 'Nobody is on your black list',
  emptyText: 'Add an e-mail address to stop payouts to it.',
  form: {
    title: 'Add a user to the black list',
    text: 'Payouts of the kind you choose to this e-mail address will be refused.',
    email: 'E-mail',
    blockType: 'Block',
    submit: 'Add',
    errors: {
      emailRequired: 'Enter an e-mail address.',
      emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
      blockType: 'Choose what to block.',
    },
  },
  confirm: {
    title: 'Remove from the black list?',
    text: 'Payouts to {{email}} will be allowed again.',
  },
};

export type BlacklistTexts = Translation<typeof en>;
export default en;
