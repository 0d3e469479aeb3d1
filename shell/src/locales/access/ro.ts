import type { AccessTexts } from './en';

const ro: AccessTexts = {
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
};

export default ro;
