import type { Translation } from '@portal/i18n/i18n';

/** Payment notifications of the buttons (spec 03 §3 "Payment-notification settings: statusId", §7). */
const en = {
  title: 'Payment notifications',
  description: 'Be told of each payment made with your buttons, signed with your secret key.',
  loading: 'Loading your notification settings…',
  failed: 'Your notification settings could not be loaded.',
  formTitle: 'Notifications',
  status: 'Payment notifications',
  statusHint: 'When on, each button payment is notified to your website.',
  on: 'On',
  off: 'Off',
  save: 'Save',
  saved: 'Your settings were saved.',
  secretTitle: 'Secret key',
  hasSecret: 'A secret key exists. A new one replaces it at once.',
  noSecret: 'No secret key yet. Make one to check that notifications come from us.',
  newSecret: 'New secret key',
  replaceTitle: 'Replace the secret key?',
  replaceText: 'The current key stops working at once: update your website with the new one.',
  replaceConfirm: 'Replace it',
};

export type PbnTexts = Translation<typeof en>;
export default en;
