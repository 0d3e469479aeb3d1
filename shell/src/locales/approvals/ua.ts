import type { ShellApprovalTexts } from './en';

const ua: ShellApprovalTexts = {
  approval: {
    successTitle: 'Успішно надіслано',
    createdTitle: 'транзакцію на підтвердження створено',
    createdText: 'Тепер переказ чекає підтвердження колегою з правом підтвердження.',
    failedTitle: 'Транзакцію не виконано',
    rejected: 'Транзакцію відхилено.',
    noOperationId: 'Немає ідентифікатора операції, операцію не виконано',
    codeTitle: 'Підтвердьте переказ',
    codeSent: {
      sms: 'Ми надіслали код у SMS на {{sentTo}}.',
      otp: 'Ми надіслали одноразовий код на {{sentTo}}.',
      approvalCode: 'Ми надіслали код підтвердження на {{sentTo}}.',
    },
    codeSentNowhere: 'Введіть код, який ми вам надіслали.',
    codeLabel: 'Код підтвердження',
    codeHint_one: '{{length}} цифра',
    codeHint_few: '{{length}} цифри',
    codeHint_many: '{{length}} цифр',
    codeHint_other: '{{length}} цифри',
    codeInvalid_one: 'Введіть код із {{length}} цифри.',
    codeInvalid_few: 'Введіть код із {{length}} цифр.',
    codeInvalid_many: 'Введіть код із {{length}} цифр.',
    codeInvalid_other: 'Введіть код із {{length}} цифри.',
    confirm: 'Підтвердити',
    cancel: 'Скасувати',
    resend: 'Надіслати новий код',
    resent: 'Новий код надіслано.',
    resentTo: 'Новий код надіслано на {{sentTo}}.',
    pushTitle: 'Підтвердьте на пристрої',
    pushText: 'Підтвердьте платіж на пристрої {{device}}.',
    pushTextNoDevice: 'Підтвердьте платіж на прив’язаному пристрої.',
    pushWaiting: 'Чекаємо на ваше підтвердження',
    pushResend: 'Надіслати ще раз',
    pushResent: 'Ми повторно надіслали запит на ваш пристрій.',
  },
};

export default ua;
