import type { AdditionalQuestion } from '@portal/api/catalogue';
import type { Texts } from './dictionary-languages';

/**
 * The additional questions of spec 01 §3, by their spec ids: a yes/no for personal and business customers, and who
 * controls a business's account (value 2 asks for a name and a date).
 */
export const QUESTIONS: readonly {
  id: AdditionalQuestion['id'];
  customerType: AdditionalQuestion['customerType'];
  text: Texts;
  options?: readonly { value: number; label: Texts }[];
}[] = [
  {
    id: 'anotherAccount',
    customerType: 'personal',
    text: [
      'Do you hold an account with another payment or banking institution?',
      '¿Tiene una cuenta en otra entidad de pago o bancaria?',
      'Tem uma conta noutra instituição de pagamento ou bancária?',
      'Dețineți un cont la o altă instituție de plată sau bancară?',
      'Есть ли у вас счёт в другом платёжном или банковском учреждении?',
      'Чи маєте ви рахунок в іншій платіжній або банківській установі?',
    ],
  },
  {
    id: 'businessAnotherAccount',
    customerType: 'business',
    text: [
      'Does the company hold an account with another payment or banking institution?',
      '¿Tiene la empresa una cuenta en otra entidad de pago o bancaria?',
      'A empresa tem uma conta noutra instituição de pagamento ou bancária?',
      'Deține compania un cont la o altă instituție de plată sau bancară?',
      'Есть ли у компании счёт в другом платёжном или банковском учреждении?',
      'Чи має компанія рахунок в іншій платіжній або банківській установі?',
    ],
  },
  {
    id: 'controlAccount',
    customerType: 'business',
    text: [
      'Who will control the account?',
      '¿Quién controlará la cuenta?',
      'Quem vai controlar a conta?',
      'Cine va controla contul?',
      'Кто будет управлять счётом?',
      'Хто керуватиме рахунком?',
    ],
    options: [
      {
        value: 1,
        label: [
          "The company's own directors and users",
          'Los propios administradores y usuarios de la empresa',
          'Os próprios administradores e utilizadores da empresa',
          'Directorii și utilizatorii proprii ai companiei',
          'Собственные директора и пользователи компании',
          'Власні директори та користувачі компанії',
        ],
      },
      {
        value: 2,
        label: [
          'Another person, under a power of attorney',
          'Otra persona, con un poder notarial',
          'Outra pessoa, com uma procuração',
          'O altă persoană, în baza unei procuri',
          'Другое лицо по доверенности',
          'Інша особа за довіреністю',
        ],
      },
    ],
  },
];
