import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { AddCompanyUserRequest, AddCompanyUserResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { accessRoot, useAccessCustomer } from './access-key';

/**
 * Adds a user (spec 03 §5 "A person who becomes a user"): a representative by id, or a person by e-mail, who gets
 * an activation link when the login is new. The form names a refusal at its field, so no popup.
 */
export function addCompanyUser(
  method: MethodClient,
  request: AddCompanyUserRequest,
): Promise<AddCompanyUserResponse> {
  return method.call('addCompanyUser', request, { popup: false });
}

export function useAddCompanyUser() {
  const { method } = useServices();
  const root = accessRoot(useAccessCustomer());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddCompanyUserRequest) => addCompanyUser(method, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
