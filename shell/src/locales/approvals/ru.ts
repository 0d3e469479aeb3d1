import type { ShellApprovalTexts } from './en';

const ru: ShellApprovalTexts = {
  verification: {
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
  },
  approval: {
    successTitle: 'Успешно отправлено',
    createdTitle: 'транзакция на подтверждение создана',
    createdText: 'Теперь перевод ждёт подтверждения коллегой с правом подтверждения.',
    failedTitle: 'Транзакция не выполнена',
    rejected: 'Транзакция отклонена.',
    noOperationId: 'Нет идентификатора операции, операция не выполнена',
    codeTitle: 'Подтвердите перевод',
    codeSent: {
      sms: 'Мы отправили код в SMS на {{sentTo}}.',
      otp: 'Мы отправили одноразовый код на {{sentTo}}.',
      approvalCode: 'Мы отправили код подтверждения на {{sentTo}}.',
    },
    codeSentNowhere: 'Введите код, который мы вам отправили.',
    codeLabel: 'Код подтверждения',
    codeHint_one: '{{length}} цифра',
    codeHint_few: '{{length}} цифры',
    codeHint_many: '{{length}} цифр',
    codeHint_other: '{{length}} цифры',
    codeInvalid_one: 'Введите код из {{length}} цифры.',
    codeInvalid_few: 'Введите код из {{length}} цифр.',
    codeInvalid_many: 'Введите код из {{length}} цифр.',
    codeInvalid_other: 'Введите код из {{length}} цифры.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    resend: 'Отправить новый код',
    resent: 'Новый код отправлен.',
    resentTo: 'Новый код отправлен на {{sentTo}}.',
    pushTitle: 'Подтвердите на устройстве',
    pushText: 'Подтвердите платёж на устройстве {{device}}.',
    pushTextNoDevice: 'Подтвердите платёж на привязанном устройстве.',
    pushWaiting: 'Ждём вашего подтверждения',
    pushResend: 'Отправить ещё раз',
    pushResent: 'Мы повторно отправили запрос на ваше устройство.',
  },
};

export default ru;
