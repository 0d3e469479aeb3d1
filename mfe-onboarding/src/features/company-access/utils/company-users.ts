import type { TFunction } from 'i18next';
import type { AccessRightOption, CompanyUser } from '@portal/api/catalogue';

/** An access right's name in the page's language (spec 03 §6); the server's name for one the page does not know. */
export const rightName = (t: TFunction, id: number, rights: readonly AccessRightOption[] = []) =>
  t(`company.rights.${id}`, { defaultValue: rights.find((right) => right.id === id)?.name ?? String(id) });

export const nameOf = (user: Pick<CompanyUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;

export const rightOptions = (t: TFunction, rights: readonly AccessRightOption[]) =>
  rights.map((right) => ({ value: String(right.id), label: rightName(t, right.id, rights) }));
