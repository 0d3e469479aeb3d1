import type { ShellApprovalTexts } from './en';

const ua: ShellApprovalTexts = {
  verification: {
    limited: {
      title: 'Ваш рахунок обмежено.',
      text: 'Деякі послуги призупинено, доки ми не отримаємо запитані документи.',
      link: 'Подивитися, що потрібно',
    },
    duplicateDocuments: {
      title: 'Ми знайшли такі самі документи в іншому рахунку.',
      text: 'Завантажте, будь ласка, свої документи ще раз.',
      link: 'Перейти до перевірки',
    },
    duplicateDocumentsUploaded: {
      title: 'Ваші нові документи перевіряються.',
      text: 'Ми повідомимо, коли перевірку повторюваних документів буде завершено.',
      link: 'Перейти до перевірки',
    },
    cardDocumentRequired: {
      title: 'Потрібен документ для картки.',
      text: 'Завантажте його, щоб ми могли випустити картку.',
      link: 'Перейти до перевірки',
    },
    unverified: {
      title: 'Ваш рахунок ще не перевірено.',
      text: 'Завершіть перевірку, щоб користуватися всіма послугами.',
      link: 'Подивитися, що залишилося',
    },
    requiredActions: {
      title: 'Потрібна дія щодо рахунку.',
      text_one: '{{count}} завдання: {{actions}}.',
      text_few: '{{count}} завдання: {{actions}}.',
      text_many: '{{count}} завдань: {{actions}}.',
      text_other: '{{count}} завдання: {{actions}}.',
      link: 'Перейти до перевірки',
    },
    actions: {
      fatca: 'самосертифікація податкового резидентства',
      address: 'підтвердження адреси',
      proofOfResidence: 'підтвердження проживання',
      identity: 'документ, що посвідчує особу',
      phone: 'підтвердження телефону',
      videoIdentity: 'відеоідентифікація',
    },
  },
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
