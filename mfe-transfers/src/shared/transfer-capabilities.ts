import type { TransferType } from '@portal/api/catalogue';
import { canSendTransfer, transferCapabilities, type TransferCapabilities } from '@portal/api/transfers';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';

/** What the signed-in user may do with transfers (spec 02 §6); undefined before the user is known. */
export function useTransferCapabilities(): TransferCapabilities | undefined {
  const user = useSubject(user$);
  if (!user) return undefined;
  return transferCapabilities({
    customerType: user.customerType,
    // A session restored from before the field existed has no right: a personal user's own is full access.
    accessRight: user.accessRight ?? 2,
    permissions: user.permissions,
  });
}

/**
 * Whether the user may send this kind. True while the user is not known yet (the shell loads the user before any
 * page mounts; the sandbox refuses what is not allowed anyway).
 */
export function useCanSend(type: TransferType): boolean {
  const user = useSubject(user$);
  if (!user) return true;
  return canSendTransfer(
    { customerType: user.customerType, accessRight: user.accessRight ?? 2, permissions: user.permissions },
    type,
  );
}
