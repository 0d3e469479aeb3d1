import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { SavedButton, SavedButtonForm } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The saved buttons are few; one page holds them all (the spec gives no page size for them). */
export const SAVED_BUTTONS_PAGE = { pageSize: 1000, pageNumber: 1 } as const;

const KEY = ['merchant', 'getSavedButtons'] as const;

/** spec 03 §7 "Saved button list": the list shows its own error state, no popup. */
export const savedButtonsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...KEY, customerId ?? 'self'] as const,
  queryFn: async (): Promise<SavedButton[]> =>
    asList((await method.call('getSavedButtons', SAVED_BUTTONS_PAGE, { popup: false })).buttons),
});

export function useSavedButtons() {
  const { method } = useServices();
  return useQuery(savedButtonsQuery(method, useSubject(actingCustomerId$)));
}

/**
 * Create (no id) or update (an id) a button; the list reloads after it. A refusal shows the response popup (the
 * client publishes it, as for every change of the area, spec 03 §8).
 */
export function useSaveButton() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: SavedButtonForm }) =>
      id === undefined
        ? method.call('createSavedButton', form)
        : method.call('updateSavedButton', { ...form, id }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteButton() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => method.call('deleteSavedButton', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
