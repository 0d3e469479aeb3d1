import type { ReputationTexts } from './en';

const ro: ReputationTexts = {
  title: 'Reputație',
  description:
    'Cum s-au comportat plătitorii care v-au plătit: plăți, rambursări și dispute, rezumate într-un scor.',
  levels: { good: 'Bună', neutral: 'Neutră', risky: 'Riscantă' },
  search: {
    title: 'Căutați un plătitor',
    email: 'E-mailul plătitorului',
    hint: 'Lăsați gol pentru a vedea toți plătitorii.',
    submit: 'Căutați',
    clear: 'Afișați toți',
  },
  errors: { email: 'Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.com' },
  list: {
    title: 'Plătitori',
    loading: 'Se încarcă reputația…',
    failed: 'Reputația nu a putut fi încărcată.',
    emptyTitle: 'Niciun plătitor găsit',
    emptyText: 'Plătitorii apar aici după prima lor plată către dumneavoastră.',
    emptySearch: 'Niciun plătitor cu adresa {{email}}.',
    email: 'E-mail',
    score: 'Scor',
    scoreOf: '{{score}} din 100',
    level: 'Nivel',
    payments: 'Plăți',
    refunds: 'Rambursări',
    disputes: 'Dispute',
    lastSeen: 'Ultima plată',
    pages: 'Pagini de plătitori',
  },
};

export default ro;
