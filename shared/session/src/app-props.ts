import type { AuthClient, MethodClient, SecurityClient, TokenSource } from '@portal/api/client';
import type { BrandConfig } from '@portal/brands/brands';

/** What the shell gives every remote through single-spa custom props. */
export interface PortalServices {
  method: MethodClient;
  auth: AuthClient;
  security: SecurityClient;
  brand: BrandConfig;
  /** Back-end base URL of this deployment. */
  apiBaseUrl: string;
  /**
   * The session's one token source (its refresh is single flight): a client of a remote's own (the help desk's)
   * refreshes through it, never through a second refresher that would spend the rotating refresh token twice.
   */
  tokens: TokenSource;
  /** The help-desk provider's API base (issue 31; `/helpdesk/api/v1` on the back end unless the deployment says). */
  helpdeskBaseUrl: string;
}

export interface RemoteAppProps {
  services: PortalServices;
  domElementGetter: () => HTMLElement;
  name: string;
}
