import type { NotificationTexts } from './en';

const ro: NotificationTexts = {
  title: 'Notificări',
  description: 'Alegeți despre ce vă anunțăm și cum. Fiecare modificare se salvează imediat ce o faceți.',
  loading: 'Se încarcă setările dumneavoastră de notificare…',
  empty: 'Nu există setări de notificare pentru contul dumneavoastră.',
  groups: {
    security: {
      title: 'Alerte de securitate',
      description: 'Autentificări și modificări ale modului în care vă protejați contul.',
    },
    payments: { title: 'Plăți', description: 'Banii care intră în conturile dumneavoastră sau ies din ele.' },
    cards: { title: 'Carduri', description: 'Plăți cu cardurile dumneavoastră și rezumate ale soldului.' },
    news: {
      title: 'Noutăți și oferte',
      description: 'Noutățile serviciilor noastre și oferte alese pentru dumneavoastră.',
    },
  },
  items: {
    signInAlert: { label: 'Autentificare nouă', hint: 'Când cineva se autentifică în contul dumneavoastră.' },
    securityChangeAlert: {
      label: 'Modificări de securitate',
      hint: 'Când se schimbă parola, dispozitivele sau verificarea în doi pași.',
    },
    incomingPayment: {
      label: 'Bani primiți',
      hint: 'Când sosește o plată într-unul dintre conturile dumneavoastră.',
    },
    outgoingPayment: {
      label: 'Bani trimiși',
      hint: 'Când o plată pleacă din unul dintre conturile dumneavoastră.',
    },
    paymentChannel: {
      label: 'Trimiteți notificările de plată prin',
      hint: 'Unde primiți notificările de plată.',
    },
    cardPayment: { label: 'Plăți cu cardul', hint: 'Când este folosit unul dintre cardurile dumneavoastră.' },
    balanceDigest: {
      label: 'Rezumatul soldului',
      hint: 'Un rezumat al soldurilor dumneavoastră prin e-mail.',
    },
    productNews: {
      label: 'Noutăți despre produse',
      hint: 'Funcții noi și modificări ale serviciilor noastre.',
    },
    partnerOffers: { label: 'Oferte de la parteneri', hint: 'Oferte de la companiile cu care colaborăm.' },
  },
  options: {
    email: 'E-mail',
    sms: 'SMS',
    push: 'Notificare push',
    never: 'Niciodată',
    daily: 'În fiecare zi',
    weekly: 'În fiecare săptămână',
    monthly: 'În fiecare lună',
  },
  on: 'Activat',
  off: 'Dezactivat',
  saving: 'Se salvează…',
  savedOn: '{{item}}: activat. Salvat.',
  savedOff: '{{item}}: dezactivat. Salvat.',
  savedChoice: '{{item}}: {{value}}. Salvat.',
  failed: 'Modificarea pentru „{{item}}” nu a fost salvată. Se păstrează setarea anterioară.',
  retry: 'Încercați din nou',
};

export default ro;
