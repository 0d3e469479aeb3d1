import type { MethodClient } from '@portal/api/client';
import { useProfileChange } from './profile';

/**
 * Ends the personal-info update (spec 01 §4 rule 5): the server clears isNeedPersonalInfoUpdate once nothing is
 * outstanding, else names what still is.
 */
export const completePersonalInfoUpdate = (method: MethodClient, _: void) =>
  method.call('completePersonalInfoUpdate', {}, { popup: false });

export const useCompletePersonalInfoUpdate = () => useProfileChange(completePersonalInfoUpdate);
