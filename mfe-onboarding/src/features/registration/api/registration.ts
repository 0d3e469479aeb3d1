import {
  PASSWORD_RULE,
  type PHONE_STATUS,
  type CheckEmailResponse,
  type CreatePersonalAccountRequest,
} from '@portal/api/catalogue';
import { phoneCodeToSend, yearsSince } from '@portal/api/registration';
import { isEmail, passwordProblem } from '@portal/api/validation';

/** The e-mail's existence status of spec 03 §5: 2 checking, 0 free, 1 exists, 3 exists as an employee, -1 error. */
export type EmailStatus = 2 | 0 | 1 | 3 | -1;
export const EMAIL_STATUS = { checking: 2, free: 0, exists: 1, employee: 3, error: -1 } as const;

export function emailStatusOf(answer: CheckEmailResponse): EmailStatus {
  if (!answer.exist) return EMAIL_STATUS.free;
  return answer.isEmployee ? EMAIL_STATUS.employee : EMAIL_STATUS.exists;
}

export type PhoneStatus = (typeof PHONE_STATUS)[keyof typeof PHONE_STATUS];

/** The form's values; the request is made from them (the phone code's plus stripped, spec 03 §5). */
export interface PersonalFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthDay: string;
  residenceCountryCode: string;
  phoneCountryCode: string;
  phone: string;
  category: string;
  acceptTerms: boolean;
}

export const EMPTY_PERSONAL_FORM: PersonalFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  birthDay: '',
  residenceCountryCode: '',
  phoneCountryCode: '',
  phone: '',
  category: '',
  acceptTerms: false,
};

export function personalRequest(values: PersonalFormValues): CreatePersonalAccountRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    birthDay: values.birthDay,
    residenceCountryCode: values.residenceCountryCode,
    phoneCountryCode: phoneCodeToSend(values.phoneCountryCode),
    phone: values.phone.replace(/[\s()-]/g, ''),
    category: values.category as CreatePersonalAccountRequest['category'],
    acceptTerms: values.acceptTerms,
  };
}

/** A registering customer is an adult (the sandbox checks the same). */
export const ADULT_AGE = 18;

/** The field problems of the form, as keys of the `registration.errors` texts (with their values). */
export function personalFormProblems(
  values: PersonalFormValues,
  today: Date,
): Partial<Record<keyof PersonalFormValues, { key: string; values?: Record<string, number> }>> {
  const problems: Partial<
    Record<keyof PersonalFormValues, { key: string; values?: Record<string, number> }>
  > = {};
  for (const field of ['firstName', 'lastName', 'residenceCountryCode', 'category'] as const)
    if (!values[field].trim()) problems[field] = { key: 'required' };
  if (!values.email.trim()) problems.email = { key: 'required' };
  else if (!isEmail(values.email.trim())) problems.email = { key: 'email' };
  const password = passwordProblem(values.password);
  if (password === 'passwordShort')
    problems.password = { key: password, values: { min: PASSWORD_RULE.minLength } };
  else if (password === 'passwordLong')
    problems.password = { key: password, values: { max: PASSWORD_RULE.maxLength } };
  else if (password) problems.password = { key: password };
  const age = yearsSince(values.birthDay, today);
  if (!values.birthDay) problems.birthDay = { key: 'required' };
  else if (age === undefined || age > 120 || age < 0) problems.birthDay = { key: 'birthDay' };
  else if (age < ADULT_AGE) problems.birthDay = { key: 'adult' };
  if (!/^\+?[1-9]\d{0,3}$/.test(values.phoneCountryCode.trim()))
    problems.phoneCountryCode = { key: 'phoneCode' };
  if (!/^\d{4,14}$/.test(values.phone.replace(/[\s()-]/g, ''))) problems.phone = { key: 'phone' };
  if (!values.acceptTerms) problems.acceptTerms = { key: 'terms' };
  return problems;
}
