import {
  PROFILE_LIMITS,
  RESPONSE_CODES,
  type AddressFields,
  type ProfileAddress,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import { stateName, statesOf } from '../../../platform/customer/states';
import { profileLookups, refused, type ProfileContactServiceDeps } from './profile-lookup';
import type { AddressRow, ProfileContactRepository, StoredAddressFields } from './repository';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

/** spec 02 §3 address statuses that ask for a proof of address: unconfirmed 0, rejected 3, name mismatch 4. */
const DOCUMENT_ASKED_STATUSES = new Set([0, 3, 4]);
/** spec 03 §3: a created or replaced address gets addressStatus 1. */
const NEW_ADDRESS_STATUS = 1;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

function toAddress(row: AddressRow, shipping: ReadonlySet<number>): ProfileAddress {
  const isDocumentRequired = DOCUMENT_ASKED_STATUSES.has(row.statusId);
  return {
    addressId: row.id,
    address1: row.address1,
    address2: row.address2 ?? '',
    city: row.city,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    stateCode: row.stateCode ?? '',
    stateName: row.stateCode ? (stateName(row.countryCode, row.stateCode) ?? '') : '',
    kind: row.kind as ProfileAddress['kind'],
    addressStatus: row.statusId as ProfileAddress['addressStatus'],
    confirmed: row.confirmed,
    // The sandbox keeps no proof-of-address dates; the verification area judges the documents themselves.
    isDocumentOutOfDate: false,
    isDocumentRequired,
    isCardDocumentRequired: isDocumentRequired && shipping.has(row.id),
  };
}

/** The customer's addresses as the profile answers them. */
export function addressReads(repository: ProfileContactRepository) {
  async function addressOf(customerId: number, addressId: number): Promise<AddressRow> {
    const address = await repository.address(customerId, addressId);
    if (!address) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
    return address;
  }

  async function addressesOf(customerId: number): Promise<ProfileAddress[]> {
    const rows = await repository.addresses(customerId);
    const shipping = await repository.shippingAddressIds(
      customerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAddress(row, shipping));
  }

  async function answerAddress(customerId: number, row: AddressRow): Promise<ProfileAddress> {
    return toAddress(row, await repository.shippingAddressIds(customerId, [row.id]));
  }

  return { addressOf, addressesOf, answerAddress };
}

/** The customer's addresses (spec 03 §3 "Address", §7): created, corrected, replaced, deleted, confirmed. */
export function createProfileAddressesService({ repository }: ProfileContactServiceDeps) {
  const { customerOf } = profileLookups(repository);
  const { addressOf, answerAddress } = addressReads(repository);

  /** Checks the address a customer gave, and answers it as stored. */
  async function checkedAddress(fields: AddressFields): Promise<StoredAddressFields> {
    const address1 = fields.address1.trim();
    const address2 = fields.address2?.trim() ?? '';
    const city = fields.city.trim();
    const postalCode = fields.postalCode.trim().replace(/\s+/g, ' ');
    const countryCode = fields.countryCode.trim().toUpperCase();
    const stateCode = fields.stateCode?.trim().toUpperCase() ?? '';
    const states = statesOf(countryCode);
    const lines = [
      ...(address1 ? [] : [`address1: ${TEXTS.required}`]),
      ...(city ? [] : [`city: ${TEXTS.required}`]),
      ...(POSTAL_CODE.test(postalCode) ? [] : [`postalCode: ${TEXTS.postalCode}`]),
      ...((await repository.countryExists(countryCode)) ? [] : [`countryCode: ${TEXTS.unknownCountry}`]),
    ];
    if (states.length > 0 && !stateCode) lines.push(`stateCode: ${TEXTS.stateRequired}`);
    else if (states.length > 0 && !states.some((state) => state.code === stateCode))
      lines.push(`stateCode: ${TEXTS.unknownState}`);
    if (lines.length > 0) throw refused(lines);
    return {
      address1,
      address2: address2 || null,
      city,
      postalCode,
      countryCode,
      // A country without states keeps none, whatever was sent.
      stateCode: states.length > 0 ? stateCode : null,
      kind: fields.kind ?? 1,
    };
  }

  return {
    async createAddress(customerId: number, fields: AddressFields): Promise<ProfileAddress> {
      await customerOf(customerId);
      const stored = await checkedAddress(fields);
      const outcome = await repository.createAddress(customerId, stored, PROFILE_LIMITS.addresses);
      if (outcome.kind === 'full') throw refused([`address1: ${TEXTS.tooManyAddresses}`]);
      return answerAddress(customerId, outcome.address);
    },

    /** Corrects an address: it keeps its id and status, and counts as confirmed by the customer. */
    async updateAddress(
      customerId: number,
      addressId: number,
      fields: AddressFields,
    ): Promise<ProfileAddress> {
      await addressOf(customerId, addressId);
      const row = await repository.setAddress(customerId, addressId, await checkedAddress(fields));
      if (!row) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      return answerAddress(customerId, row);
    },

    /**
     * The customer moved: the address takes the new one's fields and addressStatus 1 (spec 03 §3), keeping its id so
     * the cards that ship to it follow (the portal shows the replacement check first, spec 02 §7).
     */
    async replaceAddress(
      customerId: number,
      oldAddressId: number,
      fields: AddressFields,
    ): Promise<ProfileAddress> {
      await addressOf(customerId, oldAddressId);
      const row = await repository.setAddress(customerId, oldAddressId, {
        ...(await checkedAddress(fields)),
        statusId: NEW_ADDRESS_STATUS,
      });
      if (!row) throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      return answerAddress(customerId, row);
    },

    async deleteAddress(customerId: number, addressId: number): Promise<void> {
      const outcome = await repository.deleteAddress(customerId, addressId);
      if (outcome === 'notFound') throw methodError(RESPONSE_CODES.notFound, TEXTS.addressNotFound);
      if (outcome === 'only') throw refused([`addressId: ${TEXTS.onlyAddress}`]);
      if (outcome === 'shipsCard') throw refused([`addressId: ${TEXTS.shipsCard}`]);
    },

    /** spec 03 §7 "Confirm address": the customer says the address is theirs and current. */
    async confirmAddress(customerId: number, addressId: number): Promise<ProfileAddress> {
      const address = await addressOf(customerId, addressId);
      if (address.confirmed) throw refused([`addressId: ${TEXTS.alreadyConfirmed}`]);
      const row = await repository.confirmAddress(customerId, addressId);
      if (!row) throw refused([`addressId: ${TEXTS.alreadyConfirmed}`]);
      return answerAddress(customerId, row);
    },
  };
}
