import type { UserState } from '@portal/session/session';

/**
 * The name of the customer support acts as, for the header (issue 22). A company's comes with its customer info;
 * a person's customer info names the signed-in administrator, so it is looked up once by the customer number.
 * Only for the user loaded for that customer: a name must not be shown for the previous one.
 */
export function createActingNames(
  lookUp: (customerId: number) => Promise<string | undefined>,
  onFound: () => void,
): (user: UserState | null, customerId: number | undefined) => string | undefined {
  const names = new Map<number, string>();
  const asked = new Set<number>();
  return (user, customerId) => {
    if (!user?.supportActing || customerId === undefined || user.customerId !== customerId) return undefined;
    if (user.customerType === 1 && user.businessName) return user.businessName;
    if (!asked.has(customerId)) {
      asked.add(customerId);
      lookUp(customerId).then(
        (name) => {
          if (!name) return;
          names.set(customerId, name);
          onFound();
        },
        // The number stands in for the name: the banner is still clear about the mode.
        () => undefined,
      );
    }
    return names.get(customerId);
  };
}
