import { checkDeliveryTarget, deliverToUrl, type Resolver } from '../../../platform/lib/delivery-target';
import type { IpnTransport } from './service';

/**
 * IPN posts go through the target guard of every request to a merchant's URL (platform/lib/delivery-target.ts): http(s)
 * only, no credentials, no private, loopback or link-local address unless `allowed` names its host:port (the demo
 * receiver), checked when the URL is saved and again, after DNS resolution, before each post.
 */
export function createIpnTransport(allowed: readonly string[], resolve?: Resolver): IpnTransport {
  return {
    async check(url) {
      const checked = await checkDeliveryTarget(url, allowed, resolve);
      return checked.ok ? [] : checked.problems;
    },
    post: (url, body, headers) => deliverToUrl(url, allowed, { body, headers }, resolve),
  };
}
