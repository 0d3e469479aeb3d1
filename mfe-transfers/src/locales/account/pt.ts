import type { AccountTexts } from './en';

const pt: AccountTexts = {
  title: 'Entre as minhas contas',
  description: 'Movimente dinheiro entre as suas próprias contas, na mesma moeda ou noutra.',
  formLabel: 'Transferência entre as minhas contas',
  loading: 'A carregar as suas contas…',
  tooFewAccounts: {
    title: 'Precisa de duas contas',
    text: 'Abra uma conta noutra moeda para movimentar dinheiro entre as suas contas.',
  },
  from: 'Conta de origem',
  to: 'Conta de destino',
  amount: 'Montante',
  useMax: 'Usar o máximo',
  maxHint: 'Pode enviar até {{max}}, comissão incluída.',
  accountShort: '{{currency}} · Conta {{id}}',
  quote: {
    title: 'A sua cotação',
    empty: 'Escolha as duas contas e um montante para ver a comissão e o que chega.',
    loading: 'A obter a sua cotação…',
    failed: 'A cotação não está disponível neste momento. Ainda assim pode rever a transferência.',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
  errors: {
    fromRequired: 'Escolha a conta de onde enviar',
    toRequired: 'Escolha a conta para onde enviar',
    sameAccount: 'Escolha duas contas diferentes',
  },
  done: {
    title: 'Dinheiro transferido',
    text: '{{amount}} enviados; comissão {{fee}}.',
  },
};

export default pt;
