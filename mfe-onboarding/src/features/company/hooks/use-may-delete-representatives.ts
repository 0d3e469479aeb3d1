import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';

/** Whether the user may delete representatives at all (the catalogue's declaration, issue 22). */
export function useMayDeleteRepresentatives(): boolean {
  const user = useSubject(user$);
  return user === null || mayCall(user, 'deleteRepresentative');
}
