import { lazy, Suspense } from 'react';
import { useSubject } from '@portal/session/react';
import { approvalCoordinator$ } from './approval-state';

// The popups and their styles are a chunk of their own, fetched with the first approval: the sign-in page does not
// pay for them (the /login byte budget, e2e/tests/shell/budget.spec.ts).
const ApprovalPopups = lazy(async () => ({ default: (await import('./approval-popups')).ApprovalPopups }));

/** Where the shell's approval popups go; nothing is loaded until the coordinator has something to show. */
export function ApprovalPopupsSlot() {
  const coordinator = useSubject(approvalCoordinator$);
  return coordinator ? <LoadedSlot coordinator={coordinator} /> : null;
}

function LoadedSlot({ coordinator }: { coordinator: NonNullable<typeof approvalCoordinator$.value> }) {
  const view = useSubject(coordinator.view$);
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalPopups coordinator={coordinator} />
    </Suspense>
  );
}
