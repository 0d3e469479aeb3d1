/** Texts of CSV exports of history and statements (namespace `accounts`, key `exports`). */
const en = {
  title: 'Export to CSV',
  text: 'The file will hold exactly the transactions of the filter on screen.',
  deliveryLegend: 'How do you want the file?',
  delivery: { download: 'Download it now', email: 'Send it to an e-mail address' },
  email: 'E-mail address',
  emailInvalid: 'Enter a valid e-mail address, such as name@example.com',
  start: 'Start the export',
  running: 'Preparing your file. This can take a moment for a long history.',
  progressLabel: 'Export progress',
  progress: '{{progress}}% · rows written: {{rows}}',
  cancel: 'Cancel the export',
  ready: 'Your export is ready',
  downloadStarted: 'The download of {{fileName}} has started (rows: {{rows}}).',
  downloadAgain: 'Download again',
  sending: 'Sending the file…',
  emailSent: 'We sent the file to {{email}} (rows: {{rows}}).',
  emailFailed: 'We could not send the file',
  failed: 'The export did not finish',
  serverFailed: 'The server could not prepare the file. Please try again.',
  tryAgain: 'Try again',
  openFailed: 'We could not open the export',
};

export type ExportsTexts = typeof en;
export default en;
