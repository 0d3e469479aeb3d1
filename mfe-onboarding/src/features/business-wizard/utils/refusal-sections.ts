import type { BusinessRegistrationDraft } from '@portal/api/catalogue';
import { effectiveShares, type RegistrationSection } from '@portal/api/registration';

/** The section a refusal's path belongs to (`persons.p1.email` is told in the users' hub, as the wizard does). */
const SECTION_OF_PATH: Record<string, RegistrationSection> = {
  generalForm: 'general',
  financialInfoForm: 'financial',
  dueDilligenceForm: 'dueDiligence',
  additionalQuestionAnswers: 'dueDiligence',
  legalForm: 'legal',
  directors: 'directors',
  shareholders: 'shareholders',
  companies: 'shareholders',
  owners: 'owners',
  persons: 'users',
  users: 'users',
  captcha: 'legal',
};

/**
 * The section a refusal's path belongs to in this draft: a company's line goes to the hub that names it, the tree
 * first (where companies started), then the directors' and the owners' hubs (issue 47 item 5).
 */
export function sectionOfPath(
  draft: BusinessRegistrationDraft,
  path: string,
): RegistrationSection | undefined {
  const [head, id] = path.split(/[.:]/);
  if (head === 'companies' && id) {
    const inTree = effectiveShares(draft.shareholders).some(
      (row) => row.node.kind === 'company' && row.node.refId === id,
    );
    if (!inTree && draft.directors.includes(id)) return 'directors';
    if (!inTree && draft.owners.includes(id)) return 'owners';
  }
  return SECTION_OF_PATH[head ?? ''];
}
