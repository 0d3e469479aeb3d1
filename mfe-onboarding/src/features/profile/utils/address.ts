import type { AddressFields, AddressKind, ProfileAddress } from '@portal/api/catalogue';

/** The address form's values (every field text, as typed). */
export interface AddressFormValues {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode: string;
  kind: string;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  countryCode: '',
  stateCode: '',
  kind: '1',
};

export const addressFormValues = (address: ProfileAddress): AddressFormValues => ({
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  postalCode: address.postalCode,
  countryCode: address.countryCode,
  stateCode: address.stateCode,
  kind: String(address.kind),
});

/** The request's fields from the form: trimmed, empty optional fields left out. */
export function addressFields(values: AddressFormValues, hasStates: boolean): AddressFields {
  return {
    address1: values.address1.trim(),
    ...(values.address2.trim() ? { address2: values.address2.trim() } : {}),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    countryCode: values.countryCode,
    ...(hasStates && values.stateCode ? { stateCode: values.stateCode } : {}),
    kind: Number(values.kind) as AddressKind,
  };
}

export type AddressField = keyof AddressFormValues;
export type AddressProblem = 'required' | 'postalCode';

/** The field problems of the form (the sandbox checks the same, and the country and state besides). */
export function addressProblems(
  values: AddressFormValues,
  hasStates: boolean,
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['address1', 'city', 'countryCode'] as const)
    if (!values[field].trim()) problems[field] = 'required';
  if (!values.postalCode.trim()) problems.postalCode = 'required';
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(values.postalCode.trim()))
    problems.postalCode = 'postalCode';
  if (hasStates && !values.stateCode) problems.stateCode = 'required';
  return problems;
}

/** One line of an address: street, city and postal code, country. */
export const addressLine = (address: ProfileAddress, countryName: string) =>
  [
    address.address1,
    address.address2,
    `${address.postalCode} ${address.city}`.trim(),
    address.stateName,
    countryName,
  ]
    .filter(Boolean)
    .join(', ');
