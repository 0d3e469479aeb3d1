import type { ExportsTexts } from './en';

const ro: ExportsTexts = {
  title: 'Export în CSV',
  text: 'Fișierul va conține exact tranzacțiile din filtrul afișat pe ecran.',
  deliveryLegend: 'Cum doriți să primiți fișierul?',
  delivery: { download: 'Descărcați-l acum', email: 'Trimiteți-l la o adresă de e-mail' },
  email: 'Adresă de e-mail',
  emailInvalid: 'Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.com',
  start: 'Porniți exportul',
  running: 'Vă pregătim fișierul. Pentru un istoric lung poate dura puțin.',
  progressLabel: 'Progresul exportului',
  progress: '{{progress}}% · rânduri scrise: {{rows}}',
  cancel: 'Anulați exportul',
  ready: 'Exportul este gata',
  downloadStarted: 'Descărcarea fișierului {{fileName}} a început (rânduri: {{rows}}).',
  downloadAgain: 'Descărcați din nou',
  sending: 'Se trimite fișierul…',
  emailSent: 'Am trimis fișierul la {{email}} (rânduri: {{rows}}).',
  emailFailed: 'Nu am putut trimite fișierul',
  failed: 'Exportul nu s-a încheiat',
  serverFailed: 'Serverul nu a putut pregăti fișierul. Încercați din nou.',
  tryAgain: 'Încercați din nou',
  openFailed: 'Nu am putut deschide exportul',
};

export default ro;
