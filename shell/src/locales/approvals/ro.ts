import type { ShellApprovalTexts } from './en';

const ro: ShellApprovalTexts = {
  verification: {
    limited: {
      title: 'Contul dvs. este limitat.',
      text: 'Unele servicii sunt suspendate până primim documentele cerute.',
      link: 'Vedeți ce este necesar',
    },
    duplicateDocuments: {
      title: 'Am găsit aceleași documente pe alt cont.',
      text: 'Încărcați din nou propriile documente.',
      link: 'Mergeți la verificare',
    },
    duplicateDocumentsUploaded: {
      title: 'Noile documente sunt verificate.',
      text: 'Vă anunțăm când se încheie verificarea documentelor duplicate.',
      link: 'Mergeți la verificare',
    },
    cardDocumentRequired: {
      title: 'Este necesar un document pentru card.',
      text: 'Încărcați-l ca să putem emite cardul.',
      link: 'Mergeți la verificare',
    },
    unverified: {
      title: 'Contul dvs. nu este încă verificat.',
      text: 'Finalizați verificarea pentru a folosi toate serviciile.',
      link: 'Vedeți ce a rămas',
    },
    requiredActions: {
      title: 'Contul dvs. necesită o acțiune.',
      text_one: '{{count}} lucru de făcut: {{actions}}.',
      text_few: '{{count}} lucruri de făcut: {{actions}}.',
      text_other: '{{count}} de lucruri de făcut: {{actions}}.',
      link: 'Mergeți la verificare',
    },
    actions: {
      fatca: 'autocertificarea rezidenței fiscale',
      address: 'dovada adresei',
      proofOfResidence: 'dovada rezidenței',
      identity: 'act de identitate',
      phone: 'confirmarea telefonului',
      videoIdentity: 'identificarea video',
    },
  },
  approval: {
    successTitle: 'Trimis cu succes',
    createdTitle: 'tranzacție de aprobare creată',
    createdText: 'Transferul așteaptă acum aprobarea unui coleg cu drept de aprobare.',
    failedTitle: 'Tranzacție eșuată',
    rejected: 'Tranzacția a fost respinsă.',
    noOperationId: 'Lipsește identificatorul operației; operația a eșuat',
    codeTitle: 'Aprobați transferul',
    codeSent: {
      sms: 'Am trimis un cod prin SMS la {{sentTo}}.',
      otp: 'Am trimis un cod de unică folosință la {{sentTo}}.',
      approvalCode: 'Am trimis un cod de aprobare la {{sentTo}}.',
    },
    codeSentNowhere: 'Introduceți codul pe care vi l-am trimis.',
    codeLabel: 'Cod de aprobare',
    codeHint_one: '{{length}} cifră',
    codeHint_few: '{{length}} cifre',
    codeHint_other: '{{length}} de cifre',
    codeInvalid_one: 'Introduceți codul de {{length}} cifră.',
    codeInvalid_few: 'Introduceți codul de {{length}} cifre.',
    codeInvalid_other: 'Introduceți codul de {{length}} de cifre.',
    confirm: 'Confirmați',
    cancel: 'Anulați',
    resend: 'Trimiteți un cod nou',
    resent: 'A fost trimis un cod nou.',
    resentTo: 'A fost trimis un cod nou la {{sentTo}}.',
    pushTitle: 'Aprobați pe dispozitivul dumneavoastră',
    pushText: 'Aprobați plata pe dispozitivul dumneavoastră {{device}}.',
    pushTextNoDevice: 'Aprobați plata pe dispozitivul dumneavoastră asociat.',
    pushWaiting: 'Așteptăm aprobarea dumneavoastră',
    pushResend: 'Trimiteți din nou',
    pushResent: 'Am retrimis cererea pe dispozitivul dumneavoastră.',
  },
};

export default ro;
