/** Phone numbers as the customer types and reads them (spec 03 §5, spec 01 §9 "Phone codes are prefixed with +"). */

/** How a phone is shown: its country code with one plus, then the number. */
export const displayPhone = (phone: { countryCode: string; number: string }) =>
  `+${phone.countryCode.replace(/\+/g, '')} ${phone.number}`;

/** What is sent: the country code with its plus signs stripped (spec 03 §5), the number's digits only. */
export const phoneRequestParts = (phone: { countryCode: string; number: string }) => ({
  countryCode: phone.countryCode.replace(/\+/g, '').trim(),
  number: phone.number.replace(/[\s().-]/g, ''),
});

/** The field problems of a phone form, as keys of the `profile.phones.errors` texts. */
export function phoneProblems(phone: {
  countryCode: string;
  number: string;
}): Partial<Record<'countryCode' | 'number', 'countryCode' | 'number' | 'required'>> {
  const parts = phoneRequestParts(phone);
  const problems: Partial<Record<'countryCode' | 'number', 'countryCode' | 'number' | 'required'>> = {};
  if (!parts.countryCode) problems.countryCode = 'required';
  else if (!/^[1-9]\d{0,3}$/.test(parts.countryCode)) problems.countryCode = 'countryCode';
  if (!parts.number) problems.number = 'required';
  else if (!/^\d{4,14}$/.test(parts.number)) problems.number = 'number';
  return problems;
}
