import type { CommonTexts } from './en';

const ro: CommonTexts = {
  layout: {
    skipToContent: 'Salt la conținut',
    mainMenu: 'Meniu principal',
    openMenu: 'Deschide meniul',
    closeMenu: 'Închide meniul',
    language: 'Limbă',
    signOut: 'Deconectare',
    signedInAs: 'Conectat ca {{name}}',
    footerRights: '© {{year}} {{company}}. Toate drepturile rezervate.',
    privacy: 'Politica de confidențialitate',
    terms: 'Termeni și condiții',
    fees: 'Comisioane',
    support: 'Asistență: {{email}}',
    secureConnection: 'Conexiune securizată',
  },
  menu: {
    admin: 'Prezentare administrator',
    home: 'Conturi',
    cards: 'Carduri',
    transfers: 'Transferuri',
    history: 'Istoric',
    statements: 'Extrase',
    news: 'Noutăți',
    receive: 'Primește bani',
    messages: 'Asistență',
    security: 'Securitate',
    merchant: 'Comerciant',
    profile: 'Profil',
    transferAccount: 'Între conturi',
    transferP2p: 'Trimite unei persoane',
    transferExternal: 'Transfer extern',
    approvals: 'Aprobări',
    badges: {
      payments: 'plăți în așteptarea aprobării: {{count}}',
      batches: 'loturi în așteptarea aprobării: {{count}}',
    },
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    text: 'Pagina căutată nu există sau a fost mutată.',
    home: 'Mergi la pagina de start',
  },
  areaUnavailable: {
    title: 'Această secțiune nu este disponibilă acum',
    text: 'Nu am putut încărca această parte a portalului. Restul portalului funcționează în continuare.',
    retry: 'Încearcă din nou',
    retrying: 'Se reîncearcă…',
  },
  loading: 'Se încarcă…',
  close: 'Închide',
  ok: 'OK',
  idle: {
    title: 'Mai sunteți acolo?',
    text: 'Pentru siguranța dumneavoastră veți fi deconectat în {{seconds}} secunde.',
    stay: 'Rămân conectat',
    signOut: 'Deconectare acum',
  },
  sessionEnded: {
    idle: 'Ați fost deconectat după 15 minute de inactivitate.',
    refreshFailed: 'Sesiunea a expirat. Autentificați-vă din nou.',
    expired: 'Sesiunea a expirat. Autentificați-vă din nou.',
  },
  messages: {
    successTitle: 'Gata',
    infoTitle: 'Informație',
    emailConfirmed: 'Adresa dumneavoastră de e-mail a fost confirmată!',
    emailConfirmFailed: 'A apărut o eroare. Vă rugăm să ne contactați.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Alegeți o companie',
    text: 'Aveți acces la mai multe companii. Cu care doriți să lucrați?',
    rights: {
      0: 'Fără acces',
      1: 'Doar citire',
      2: 'Acces complet',
      3: 'Poate iniția',
      4: 'Confirmat',
      5: 'Încărcare',
    },
  },
  customApi: {
    title: 'Adresă personalizată a serverului',
    url: 'URL de bază al serverului',
    use: 'Folosește această adresă',
    cancel: 'Anulează',
    invalid: 'Introduceți o adresă http sau https',
    unreachable: 'Această adresă nu a trecut verificarea. Verificați-o și încercați din nou.',
  },
  environment: {
    staging: 'Mediu de testare {{index}}',
    custom: 'Server personalizat: {{url}}',
  },
  acting: {
    text: 'Mod asistență: acționați ca {{name}}',
    customer: 'clientul {{customerId}}',
    limits:
      'Vedeți ce vede clientul. PIN-urile, datele cardului, datele de autentificare, banii și setările rămân la client.',
    stop: 'Opriți',
  },
  access: {
    readOnly:
      'Aveți acces doar în citire la {{company}}; cereți modificările unui utilizator cu acces complet.',
    readOnlyNoBalances:
      'Aveți acces doar în citire la {{company}}, fără solduri, sume sau istoric; cereți modificările unui utilizator cu acces complet.',
    transfersOnly:
      'Accesul dvs. la {{company}} acoperă transferurile; setările, cardurile și securitatea sunt schimbate de un utilizator cu acces complet.',
    noBalances: 'Accesul dvs. la {{company}} nu include solduri, sume sau istoric.',
  },
  errors: {
    serverUnavailable: 'Serverul nu este disponibil',
    network: 'Fără conexiune. Verificați rețeaua și încercați din nou.',
    noResponse: 'Serverul nu a răspuns. Încercați din nou.',
    unknown: 'Ceva nu a mers bine. Încercați din nou.',
    title: 'Eroare',
  },
  outage: {
    retry: 'Reîncercați',
    kept: 'Sunteți în continuare autentificat. Portalul reîncearcă singur și vă readuce unde erați.',
  },
};

export default ro;
