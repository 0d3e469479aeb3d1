import type {
  ExtraParamsRequest,
  ExtraParamsResponse,
  IbanLookupResponse,
  InstantKeyInfoRequest,
  InstantKeyInfoResponse,
  SwiftLookupResponse,
} from '@portal/api/catalogue';

/**
 * The bank and key lookups a recipient uses on the payout page: the external transfers' own (payments/external
 * service), wired by the area (transfers/index.ts), so that global pay imports no other slice.
 */
export interface PayeeLookups {
  extraParams(customerId: number, request: ExtraParamsRequest, lang?: string): Promise<ExtraParamsResponse>;
  lookupSwift(swift: string): SwiftLookupResponse;
  lookupIban(iban: string): IbanLookupResponse;
  instantKeyInfo(request: InstantKeyInfoRequest): InstantKeyInfoResponse;
}
