import { useMutation } from '@tanstack/react-query';
import type { CreateReceiveLinkRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';

/** Creates a receive link (the public `/receive/{id}` page, spec 02 §2) for an account and an optional amount. */
export function useCreateReceiveLink() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: CreateReceiveLinkRequest) => {
      const answer = await method.call('createReceiveLink', request, { popup: false });
      return String(answer.id);
    },
  });
}

/** The shareable address of a receive link: the portal's own origin, so it works for anyone who opens it. */
export function receiveLinkUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/receive/${encodeURIComponent(id)}`;
}
