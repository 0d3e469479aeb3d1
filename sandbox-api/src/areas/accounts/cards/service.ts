import { createCardApplications } from './applications';
import { createCardAccess, type CardServiceDeps } from './card-access';
import { createCardActions } from './card-actions';
import { createCardDocuments } from './documents';
import { createExternalCards } from './external-cards';

export { CARD_TEXTS } from './card-access';
export { CARD_ALIAS_MAX } from './card-actions';
export { DOCUMENT_CONTENT_TYPES, decodeBase64, documentContentViolations } from './documents';
export { EXTERNAL_CARD_ATTEMPTS } from './external-cards';

export function createCardService(deps: CardServiceDeps) {
  const access = createCardAccess(deps);
  return {
    ...createCardActions(deps, access),
    ...createExternalCards(deps),
    ...createCardApplications(deps, access),
    ...createCardDocuments(deps, access),
  };
}

export type CardService = ReturnType<typeof createCardService>;
