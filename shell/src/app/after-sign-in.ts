import { navigateToUrl } from 'single-spa';
import type { AuthClient, MethodClient } from '@portal/api/client';
import type { CustomerAccess } from '@portal/api/catalogue';
import { actingCustomerId$, signOut, takeTargetPath, user$ } from '@portal/session/session';
import type { Outage } from './outage';
import {
  accessChoiceTarget,
  authorisedUserTarget,
  postLoginTarget,
  type PostLoginTarget,
} from './post-login-routing';

export interface AfterSignInOptions {
  method: MethodClient;
  auth: AuthClient;
  outage: Outage;
  /** The user has several companies to act for: the shell shows the choice (spec 01 §4 rule 4). */
  onChoose: (accesses: readonly CustomerAccess[], savedPath?: string) => void;
}

/** Where the shell goes after a sign-in (spec 01 §4): the post-login target followed, one routing at a time. */
export function createAfterSignIn({ method, auth, outage, onChoose }: AfterSignInOptions) {
  /** Follows a post-login target; business rules 3 and 4 load what they need first (spec 01 §4). */
  const go = async (target: PostLoginTarget | { kind: 'choose' }, savedPath?: string): Promise<void> => {
    const user = user$.value;
    if (!user) return;
    switch (target.kind) {
      case 'external':
        window.location.assign(target.url);
        return;
      case 'path':
        // Rules 3 and 4 end at the sign-in page when their data is missing; a live session would bounce back.
        if (target.path === '/login') await signOut(auth);
        else navigateToUrl(target.path);
        return;
      case 'authorisedUser': {
        const info = await outage
          .retrying(() => method.call('getAuthorizedUserInfo', {}, { popup: false }))
          .catch(() => undefined);
        await go(authorisedUserTarget(user, info));
        return;
      }
      case 'customerAccesses': {
        const answer = await outage
          .retrying(() => method.call('getCustomerAccesses', {}, { popup: false }))
          .catch(() => undefined);
        const next = accessChoiceTarget(answer?.accesses);
        if (next.kind === 'choose') onChoose(next.accesses, savedPath);
        else await go(next);
        return;
      }
      default:
        return;
    }
  };

  /**
   * Where a sign-in lands. One at a time: while the tax question is on its way the sign-in page is still shown, and
   * the route guard asks again on every app change; a second routing would find the remembered path already taken
   * and send the customer home over it.
   */
  let routingAfterSignIn = false;
  const routeAfterSignIn = (authFlow?: string) => {
    const user = user$.value;
    if (!user || routingAfterSignIn) return;
    routingAfterSignIn = true;
    const savedPath = takeTargetPath();
    // Personal rule 7 (spec 01 §4): a tax document missing or rejected (spec 03 §4 FATCA action), asked only of a
    // personal user no earlier rule sends elsewhere; an unanswered question sends nobody to the splash.
    const asksTax =
      user.customerType === 0 &&
      !user.isAdmin &&
      !user.useOldWeb &&
      !user.isNeedPersonalInfoUpdate &&
      !user.isNeedKyc;
    void (
      asksTax
        ? method.call('getVerificationState', {}, { popup: false }).catch(() => undefined)
        : Promise.resolve(undefined)
    )
      .then((state) =>
        go(
          postLoginTarget(user, {
            savedPath,
            customCustomerId: actingCustomerId$.value,
            authFlow,
            taxCertificationRequired: Object.values(state?.taxDocuments ?? {}).some(
              (status) => status === 'none' || status === 'rejected',
            ),
          }),
          savedPath,
        ),
      )
      .finally(() => {
        routingAfterSignIn = false;
      });
  };

  return { go, routeAfterSignIn };
}
