import type {
  BusinessRegistrationDraft,
  RegistrationCompany,
  RegistrationPerson,
  ShareholderNode,
} from '@portal/api/catalogue';

export const K = 'businessRegistration';

export const personName = (person: RegistrationPerson | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || '—' : '—';

export const companyName = (company: RegistrationCompany | undefined) => company?.name.trim() || '—';

/** Saves a person into the draft (new or changed). */
export function savePerson(draft: BusinessRegistrationDraft, person: RegistrationPerson) {
  const index = draft.persons.findIndex((candidate) => candidate.id === person.id);
  if (index < 0) draft.persons.push(person);
  else draft.persons[index] = person;
}

/**
 * Saves a company into the draft (new or changed): once, whichever hubs name it; with the new person its form made
 * its director, when the customer named them.
 */
export function saveCompany(
  draft: BusinessRegistrationDraft,
  company: RegistrationCompany,
  newDirector: RegistrationPerson | undefined,
) {
  let saved = company;
  if (newDirector && (newDirector.firstName || newDirector.lastName)) {
    draft.persons.push(newDirector);
    saved = { ...company, directorIds: [...company.directorIds, newDirector.id] };
  }
  const index = draft.companies.findIndex((candidate) => candidate.id === saved.id);
  if (index < 0) draft.companies.push(saved);
  else draft.companies[index] = saved;
}

/** A path of the tree (`shareholders.1.children.0`) to the level array it sits in and its index there. */
export function levelOf(draft: BusinessRegistrationDraft, path: string): [ShareholderNode[], number] {
  const parts = path.split('.').slice(1);
  let level = draft.shareholders;
  for (let index = 0; index < parts.length - 1; index += 2) level = level[Number(parts[index])]!.children;
  return [level, Number(parts.at(-1))];
}
