import type { ShellApprovalTexts } from './en';

const ru: ShellApprovalTexts = {
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
