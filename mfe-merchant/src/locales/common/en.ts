import type { Translation } from '@portal/i18n/i18n';

/**
 * Texts every page of the merchant area shares: the page fallback, the section navigation (spec 03 §2) and the parts
 * in `src/shared/` (confirmations, form errors, secrets shown once, copying, load states).
 */
const en = {
  pageLoading: 'Loading the page…',
  nav: {
    label: 'Merchant services',
    security: 'Security',
    verification: 'Identity verification',
    verificationHistory: 'Verification history',
    reputation: 'Reputation',
    buttons: 'Buttons',
    savedButtons: 'Saved buttons',
    pbnSettings: 'Payment notifications',
    businessLogos: 'Business logos',
    accounts: 'Accounts',
    subscribers: 'Subscribers',
    ipn: 'IPN',
    ipnHistory: 'IPN history',
    ipnSettings: 'IPN settings',
    internal: 'Developers',
    apiKey: 'API keys',
    apiLog: 'API log',
    webhookLog: 'Webhooks',
  },
  shared: {
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    enable: 'Enable',
    enableNamed: 'Enable {{name}}',
    disable: 'Disable',
    disableNamed: 'Disable {{name}}',
    enabled: 'Enabled',
    disabled: 'Disabled',
    search: 'Search',
    fromDate: 'From',
    toDate: 'To',
    previous: 'Previous',
    next: 'Next',
    copy: 'Copy',
    secretOnce: 'Copy it now and keep it safe: it cannot be shown again.',
    secretSaved: 'I have saved it',
    formErrors: 'Please correct the following:',
    keep: 'Keep it',
    copiedAt: 'Copied at {{time}}.',
    copyFailed: 'Could not copy. Select the text and copy it by hand.',
    secretTitle: 'Your new secret key',
    secretLabel: 'Your key:',
    copySecret: 'Copy the key',
  },
};

export type CommonTexts = Translation<typeof en>;
export default en;
