import type { Translation } from '@portal/i18n/i18n';

/** Identity verification of the merchant's contacts (spec 03 §3 "Identity verification", §5, §7, §9). */
const en = {
  title: 'Identity verification',
  description:
    'Ask us to verify the identity of a person you deal with. A fee is taken from the account you choose.',
  status: { pending: 'Pending', verified: 'Verified', rejected: 'Rejected' },
  form: {
    title: 'New verification request',
    readOnly: 'Only users with full access can ask for a verification.',
    accountId: 'Account for the fee',
    chooseAccount: 'Choose an account',
    accountOption: '{{currency}} · Account {{id}} · {{balance}}',
    accountsLoading: 'Loading your accounts…',
    accountsFailed: 'Your accounts could not be loaded.',
    feeChoose: 'Choose an account to see the fee.',
    feeLoading: 'Getting the fee…',
    feeFailed: 'The fee could not be found for this account. Choose another account or try again later.',
    fee: 'Fee: {{fee}}',
    email: 'E-mail of the person',
    firstName: 'First name',
    lastName: 'Last name',
    continue: 'Continue',
    created: 'The verification of {{email}} was requested.',
    toHistory: 'See the requests',
  },
  confirm: {
    title: 'Confirm the request',
    text: 'We will verify the identity of {{name}} ({{email}}).',
    fee: 'A fee of {{fee}} will be taken from account {{account}}.',
    send: 'Pay and send',
  },
  errors: {
    required: 'This field is required',
    email: 'Enter a valid e-mail address, like name@example.com',
    account: 'Choose the account the fee is taken from',
    max: 'At most 100 characters',
  },
  history: {
    title: 'Verification history',
    description: 'The verification requests you made, with their status.',
    newRequest: 'New request',
    filters: 'Filter the requests',
    email: 'E-mail',
    status: 'Status',
    anyStatus: 'Any status',
    fromDate: 'From',
    toDate: 'To',
    apply: 'Apply',
    clear: 'Clear filters',
    errors: { dates: 'The end date must not be before the start date' },
    listTitle: 'Requests',
    loading: 'Loading the requests…',
    failed: 'The requests could not be loaded.',
    emptyTitle: 'No requests',
    emptyText: 'The verifications you ask for will be listed here.',
    emptyFiltered: 'No request matches these filters.',
    person: 'Person',
    fee: 'Fee',
    created: 'Requested on',
    decided: 'Decided on',
  },
};

export type VerificationTexts = Translation<typeof en>;
export default en;
