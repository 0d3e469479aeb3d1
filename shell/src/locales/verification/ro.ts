import type { ShellVerificationTexts } from './en';

const ro: ShellVerificationTexts = {
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
};

export default ro;
