/**
 * The user's access line and support's acting-as banner (issue 22): namespace `shellAccess`, loaded the first
 * time either is shown, never on the sign-in page.
 */
const en = {
  acting: {
    text: 'Support view: acting as {{name}}',
    customer: 'customer {{customerId}}',
    limits:
      'You see what the customer sees. PINs, card details, credentials, money and settings stay with the customer.',
    stop: 'Stop acting',
  },
  access: {
    readOnly: 'You have read-only access to {{company}}; ask a full-access user to make changes.',
    readOnlyNoBalances:
      'You have read-only access to {{company}}, without balances, amounts or history; ask a full-access user to make changes.',
    transfersOnly:
      'Your access to {{company}} covers transfers; settings, cards and security are changed by a full-access user.',
    noBalances: 'Your access to {{company}} does not include balances, amounts or history.',
  },
};

export type AccessTexts = typeof en;
export default en;
