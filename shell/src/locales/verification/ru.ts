import type { ShellVerificationTexts } from './en';

const ru: ShellVerificationTexts = {
  limited: {
    title: 'Ваш счёт ограничен.',
    text: 'Некоторые услуги приостановлены, пока мы не получим запрошенные документы.',
    link: 'Посмотреть, что нужно',
  },
  duplicateDocuments: {
    title: 'Мы нашли такие же документы в другом счёте.',
    text: 'Загрузите, пожалуйста, свои документы ещё раз.',
    link: 'Перейти к проверке',
  },
  duplicateDocumentsUploaded: {
    title: 'Ваши новые документы проверяются.',
    text: 'Мы сообщим, когда проверка повторяющихся документов завершится.',
    link: 'Перейти к проверке',
  },
  cardDocumentRequired: {
    title: 'Нужен документ для карты.',
    text: 'Загрузите его, чтобы мы могли выпустить карту.',
    link: 'Перейти к проверке',
  },
  unverified: {
    title: 'Ваш счёт ещё не проверен.',
    text: 'Завершите проверку, чтобы пользоваться всеми услугами.',
    link: 'Посмотреть, что осталось',
  },
  requiredActions: {
    title: 'Требуется действие по счёту.',
    text_one: '{{count}} задача: {{actions}}.',
    text_few: '{{count}} задачи: {{actions}}.',
    text_many: '{{count}} задач: {{actions}}.',
    text_other: '{{count}} задачи: {{actions}}.',
    link: 'Перейти к проверке',
  },
  actions: {
    fatca: 'самосертификация налогового резидентства',
    address: 'подтверждение адреса',
    proofOfResidence: 'подтверждение проживания',
    identity: 'удостоверение личности',
    phone: 'подтверждение телефона',
    videoIdentity: 'видеоидентификация',
  },
};

export default ru;
