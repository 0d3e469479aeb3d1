import type { MethodClient } from '@portal/api/client';
import { useProfileChange } from './profile';

/** Tax number update (spec 03 §7: taxId; a representative's own with positionId, not asked here). */
export const updateTaxNumber = (method: MethodClient, taxId: string) =>
  method.call('updateTaxNumber', { taxId }, { popup: false });

export const useUpdateTaxNumber = () => useProfileChange(updateTaxNumber);
