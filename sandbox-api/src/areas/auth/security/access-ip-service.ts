import {
  RESPONSE_CODES,
  type AccessIpListResponse,
  type AccessIpMode,
  type AddAccessIpRequest,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { ipInEntries, parseIp } from './ip';
import type { SecurityRepository } from './repository';
import { METHOD_INPUT_ERROR_STATUS, SECURITY_TEXTS } from './texts';

/** The customer's IP whitelist (spec 02 §7): its entries and its mode. */
export function createAccessIpService({
  repository,
  clock,
}: {
  repository: SecurityRepository;
  clock: Clock;
}) {
  return {
    async getAccessIpList(customerId: number): Promise<AccessIpListResponse> {
      return {
        mode: await repository.findAccessIpMode(customerId),
        items: await repository.listAccessIps(customerId),
      };
    },

    async addAccessIp(customerId: number, request: AddAccessIpRequest): Promise<void> {
      const ip = request.ip.trim().toLowerCase();
      const toIp = request.toIp?.trim().toLowerCase() || undefined;
      const from = parseIp(ip);
      const to = toIp === undefined ? undefined : parseIp(toIp);
      const problems: string[] = [];
      if (!from) problems.push('ip: must be an IPv4 or IPv6 address');
      if (to === null) problems.push('toIp: must be an IPv4 or IPv6 address');
      if (from && to && to.family !== from.family) problems.push('toIp: must be of the same family as ip');
      else if (from && to && to.value < from.value) problems.push('toIp: must not be below ip');
      if (problems.length > 0 || !from) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);

      const upper = to ?? from;
      const existing = await repository.listAccessIps(customerId);
      const duplicate = existing.some((entry) => {
        const entryFrom = parseIp(entry.ip);
        const entryTo = entry.toIp ? parseIp(entry.toIp) : entryFrom;
        return (
          entryFrom?.family === from.family &&
          entryFrom.value === from.value &&
          entryTo?.value === upper.value
        );
      });
      if (duplicate) {
        throw invalidParameters(
          [`ip: ${toIp ? `${ip} - ${toIp}` : ip} is already in the whitelist`],
          METHOD_INPUT_ERROR_STATUS,
        );
      }
      await repository.insertAccessIp({ customerId, ip, toIp: toIp ?? null, createdAt: clock.now() });
    },

    /** Another customer's entry is ENOA; in whitelist mode the last entry stays, or nobody could sign in. */
    async deleteAccessIp(customerId: number, id: number): Promise<void> {
      const owner = await repository.findAccessIpCustomer(id);
      if (owner !== customerId) throw methodError(RESPONSE_CODES.noAccess, SECURITY_TEXTS.noAccess);
      const [mode, entries] = await Promise.all([
        repository.findAccessIpMode(customerId),
        repository.listAccessIps(customerId),
      ]);
      if (mode === 1 && entries.length === 1) {
        throw invalidParameters(
          ['id: the last address cannot be removed while access is limited to the whitelist'],
          METHOD_INPUT_ERROR_STATUS,
        );
      }
      await repository.deleteAccessIp(customerId, id);
    },

    async setAccessIpMode(customerId: number, mode: AccessIpMode): Promise<void> {
      if (mode === 1 && (await repository.listAccessIps(customerId)).length === 0) {
        throw invalidParameters(
          ['mode: add an address to the whitelist first, or nobody could sign in'],
          METHOD_INPUT_ERROR_STATUS,
        );
      }
      await repository.setAccessIpMode(customerId, mode);
    },
  };
}

/**
 * The IP whitelist as sign-in applies it (spec 02 §7 "Access by IP whitelist"; issue 47 item 10): with mode 1 only
 * the listed addresses and ranges may sign in or refresh a session; mode 0 lets every address in.
 */
export function createAccessIpGate(repository: SecurityRepository): AccessIpGate {
  return {
    async allows(customerId, ip) {
      if ((await repository.findAccessIpMode(customerId)) !== 1) return true;
      return ipInEntries(ip, await repository.listAccessIps(customerId));
    },
  };
}

export interface AccessIpGate {
  allows(customerId: number, ip: string): Promise<boolean>;
}
