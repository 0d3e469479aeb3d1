import type { IdentityCheckTexts } from './en';

const ro: IdentityCheckTexts = {
  start: {
    title: 'Verificați-vă identitatea online',
    description:
      'În loc să așteptați verificarea unui document, faceți un selfie cu furnizorul nostru de identitate. Durează aproximativ două minute.',
    channelLegend: 'Unde doriți să faceți selfie-ul?',
    channel: {
      camera: 'Pe acest dispozitiv, cu camera lui',
      sms: 'Pe telefonul meu: trimiteți-mi un link prin SMS',
      email: 'Trimiteți-mi un link prin e-mail',
    },
    channelRequired: 'Alegeți unde faceți selfie-ul.',
    submit: 'Începeți verificarea',
    starting: 'Se începe verificarea…',
    failed: 'Verificarea nu a putut fi începută.',
    verified: 'Identitatea dvs. a fost verificată online.',
    pending: 'O verificare a identității este în curs. Puteți începe alta dacă este nevoie.',
    rejected: 'Ultima verificare a identității nu a reușit. Puteți încerca din nou.',
  },
  page: {
    title: 'Verificarea identității',
    description:
      'Faceți un selfie cu furnizorul nostru de identitate. Această pagină arată rezultatul imediat ce sosește.',
    jobTitle: 'Verificarea video a identității',
    jobDescription: 'Stadiul verificării identității dvs.',
    loading: 'Se încarcă verificarea identității…',
    notFound: 'Această verificare a identității nu există sau linkul nu mai este valabil.',
    failedToLoad: 'Verificarea identității nu a putut fi încărcată.',
    retry: 'Încercați din nou',
    checking: 'Se verifică: {{name}}',
    statusLine: 'Stare: {{status}}',
    status: {
      created: 'se așteaptă selfie-ul dvs.',
      submitted: 'furnizorul vă verifică selfie-ul',
      passed: 'verificată',
      failed: 'neverificată',
    },
    sentBy: {
      camera: 'Deschideți furnizorul și faceți un selfie cu camera acestui dispozitiv.',
      sms: 'V-am trimis un link prin SMS. Deschideți-l pe telefon pentru selfie sau deschideți furnizorul aici.',
      email:
        'V-am trimis un link pe e-mail. Deschideți-l pe telefon pentru selfie sau deschideți furnizorul aici.',
    },
    open: 'Deschideți furnizorul aici',
    openNewTab: 'Deschideți furnizorul într-o filă nouă',
    watching: 'Această pagină se actualizează singură când furnizorul decide.',
    passedTitle: 'Identitatea dvs. este verificată',
    passedText: 'Vă mulțumim. Puteți continua către conturile dvs.',
    toAccounts: 'Mergeți la conturile dvs.',
    toSignIn: 'Autentificare',
    failedTitle: 'Identitatea dvs. nu a putut fi verificată',
    reason: {
      faceMismatch: 'Fața din selfie nu corespunde documentului dvs. de identitate.',
      unclearSelfie: 'Selfie-ul nu a fost suficient de clar.',
      livenessFailed: 'Furnizorul nu a putut confirma că selfie-ul a fost făcut în direct.',
      unknown: 'Furnizorul nu a spus motivul.',
    },
    tryAgain: 'Încercați din nou',
    tryAgainFailed: 'O nouă verificare nu a putut fi începută.',
  },
};

export default ro;
