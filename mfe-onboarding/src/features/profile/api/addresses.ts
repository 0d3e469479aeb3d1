import type { MethodClient } from '@portal/api/client';
import type {
  AddressFields,
  AddressReplacementResponse,
  ReplaceAddressRequest,
  UpdateAddressRequest,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useProfileChange } from './profile';

/** Address create, update, replace, delete (spec 03 §7) and confirm address; the answers are the address as kept. */
export const createAddress = (method: MethodClient, fields: AddressFields) =>
  method.call('createAddress', fields, { popup: false });
export const updateAddress = (method: MethodClient, request: UpdateAddressRequest) =>
  method.call('updateAddress', request, { popup: false });
export const replaceAddress = (method: MethodClient, request: ReplaceAddressRequest) =>
  method.call('replaceAddress', request, { popup: false });
export const deleteAddress = (method: MethodClient, addressId: number) =>
  method.call('deleteAddress', { addressId }, { popup: false });
export const confirmAddress = (method: MethodClient, addressId: number) =>
  method.call('confirmAddress', { addressId }, { popup: false });

export const useCreateAddress = () => useProfileChange(createAddress);
export const useUpdateAddress = () => useProfileChange(updateAddress);
export const useReplaceAddress = () => useProfileChange(replaceAddress);
export const useDeleteAddress = () => useProfileChange(deleteAddress);
export const useConfirmAddress = () => useProfileChange(confirmAddress);

/**
 * Address replacement compatibility check (spec 02 §7): which cards a move to `countryCode` cancels, and which still
 * reach the old address. Asked before a replacement is sent.
 */
export function checkAddressReplacement(
  method: MethodClient,
  request: { countryCode: string; oldAddressId: number },
): Promise<AddressReplacementResponse> {
  return method.call('checkAddressReplacement', request, { popup: false }).then((answer) => ({
    cardAccountsToBeCanceled: asList(answer.cardAccountsToBeCanceled),
    cardAccountsToBeShippedToOldAddress: asList(answer.cardAccountsToBeShippedToOldAddress),
  }));
}
