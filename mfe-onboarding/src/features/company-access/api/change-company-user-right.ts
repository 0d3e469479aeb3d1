import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { ChangeCompanyUserRightRequest, CompanyUser } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { accessKey, useAccessCustomer } from './access-key';

/** Changes one user's right by their id (spec 03 §6); the row says what happened, so no popup. */
export function changeCompanyUserRight(method: MethodClient, request: ChangeCompanyUserRightRequest) {
  return method.call('changeCompanyUserRight', request, { popup: false });
}

/** Saves at once; the saved right replaces the cached one, so the table shows what the server holds. */
export function useChangeCompanyUserRight() {
  const { method } = useServices();
  const key = accessKey(useAccessCustomer(), 'getCompanyUsers');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeCompanyUserRightRequest) => changeCompanyUserRight(method, request),
    onSuccess: (_answer, request) =>
      queryClient.setQueryData<CompanyUser[]>(key, (users) =>
        users?.map((user) =>
          user.userId === request.userId ? { ...user, accessRights: request.accessRights } : user,
        ),
      ),
  });
}
