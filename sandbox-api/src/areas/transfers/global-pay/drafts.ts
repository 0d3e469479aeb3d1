import {
  GLOBAL_PAY_METHODS,
  IDENTICAL_BATCH_CODE,
  RESPONSE_CODES,
  type GlobalPayBatch,
  type GlobalPayBeneficiaryType,
  type GlobalPayCountriesResponse,
  type GlobalPayFeeShare,
  type GlobalPayMethod,
  type GlobalPayUpdatePaymentsRequest,
  type GlobalPayUploadRequest,
  type GlobalPayUploadResponse,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import { invalidField } from '../../../money/amounts';
import { countryName } from '../../../money/banks';
import { KNOWN_COUNTRIES } from '../../../money/payee-countries';
import { checkPayment, fileHashOf, readBatchFile } from './batch-file';
import {
  GLOBAL_PAY_EXPIRE_DAYS,
  GLOBAL_PAY_TEXTS,
  globalPayFee,
  methodsOfCountry,
  NAME_MAX,
  noBatch,
  notDraft,
  type BatchRow,
  type GlobalPayDeps,
} from './rules';
import type { GlobalPayQueries } from './repository';
import type { GlobalPaySettlement } from './settlement';
import type { GlobalPaySummary } from './summary';

/** The sender's draft batches: the upload of a file, then the payments edited, deleted and restored. */
export function createGlobalPayDrafts(
  { repository, clock }: GlobalPayDeps,
  { reconcile }: GlobalPaySettlement,
  { batchOf, answerBatch }: GlobalPaySummary,
) {
  /** Runs a change of a draft batch inside a transaction that holds the batch row locked. */
  async function changeDraft(
    customerId: number,
    batchId: number,
    change: (tx: GlobalPayQueries, batch: BatchRow) => Promise<void>,
  ): Promise<GlobalPayBatch> {
    const batch = await repository.transaction(async (tx) => {
      const locked = await tx.lockBatch(batchId);
      if (!locked || locked.customerId !== customerId) throw noBatch();
      if (locked.status !== 'draft') throw notDraft();
      await change(tx, locked);
      return locked;
    });
    return answerBatch(batch);
  }

  return {
    async upload(
      customerId: number,
      userId: number,
      request: GlobalPayUploadRequest,
    ): Promise<GlobalPayUploadResponse> {
      const account = await repository.account(customerId, request.accountId);
      if (!account) throw methodError(RESPONSE_CODES.noAccess, 'No access');
      // Global pay is a business's mass kind (spec 02 §6 "Mass: ... global transfer").
      if ((await repository.customerType(customerId)) === 0)
        throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.businessOnly);
      if (account.statusId !== 2) throw invalidField('accountId', 'must be an active account');
      const batchName = request.batchName.trim();
      if (batchName.length < 2 || batchName.length > NAME_MAX)
        throw invalidField('batchName', `must be 2 to ${NAME_MAX} characters`);
      const payments = readBatchFile(request.attachedFile ?? '', account.currencyCode);
      const fileHash = fileHashOf(payments);
      if (!request.ignoreIdenticalBatch) {
        const identical = await repository.identicalBatch(customerId, fileHash);
        if (identical)
          return {
            result: 'identicalBatch',
            responseCode: IDENTICAL_BATCH_CODE,
            responseDescription: GLOBAL_PAY_TEXTS.identical,
            date: identical.createdAt.toISOString(),
            batchId: identical.id,
          };
      }
      const now = clock.now();
      const batch = await repository.transaction(async (tx) => {
        const created = await tx.insertBatch({
          customerId,
          userId,
          accountId: account.id,
          batchName,
          fileName: request.fileName?.trim() || null,
          fileHash,
          currencyCode: account.currencyCode,
          expireDays: GLOBAL_PAY_EXPIRE_DAYS,
          createdAt: now,
        });
        if (!created) throw new Error('batch insert returned nothing');
        await tx.insertPayments(
          payments.map((payment) => ({
            ...payment,
            batchId: created.id,
            fee: globalPayFee(payment.amount, account.currencyCode),
          })),
        );
        return created;
      });
      return {
        result: 'created',
        responseCode: RESPONSE_CODES.success,
        date: now.toISOString(),
        batchId: batch.id,
      };
    },

    async batch(customerId: number, batchId: number): Promise<GlobalPayBatch> {
      const batch = await batchOf(customerId, batchId);
      await reconcile(batch);
      return answerBatch(batch);
    },

    countries(): GlobalPayCountriesResponse {
      return {
        countries: [...KNOWN_COUNTRIES]
          .map((countryCode) => ({
            countryCode,
            name: countryName(countryCode),
            paymentMethods: methodsOfCountry(countryCode),
          }))
          .filter((country) => country.paymentMethods.length > 0)
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    async updatePayments(
      customerId: number,
      request: GlobalPayUpdatePaymentsRequest,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, request.batchId, async (tx, batch) => {
        const rows = await tx.draftPayments(batch.id);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const problems: string[] = [];
        const known = (field: string, id: number) => {
          if (!byId.has(id)) problems.push(`${field}: payment ${id} is not in this batch`);
          return byId.get(id);
        };
        const adds = (request.adds ?? []).flatMap((add, index) => {
          const checked = checkPayment(add, batch.currencyCode, `adds.${index}.`);
          if (!checked.ok) problems.push(...checked.problems);
          return checked.ok ? [checked.value] : [];
        });
        const updates = (request.updates ?? []).flatMap((update, index) => {
          const row = known(`updates.${index}.id`, update.id);
          if (!row) return [];
          const checked = checkPayment(
            {
              amount: row.amount,
              description: row.description,
              beneficiaryType: row.beneficiaryType as GlobalPayBeneficiaryType,
              beneficiaryName: row.beneficiaryName,
              beneficiaryEmail: row.beneficiaryEmail,
              beneficiaryCountryCode: row.beneficiaryCountryCode,
              feeShare: row.feeShare as GlobalPayFeeShare,
              ...Object.fromEntries(Object.entries(update).filter(([key]) => key !== 'id')),
            },
            batch.currencyCode,
            `updates.${index}.`,
          );
          if (!checked.ok) problems.push(...checked.problems);
          return checked.ok ? [{ id: row.id, value: checked.value }] : [];
        });
        for (const [index, id] of (request.deletes ?? []).entries()) known(`deletes.${index}`, id);
        for (const [index, id] of (request.restores ?? []).entries()) known(`restores.${index}`, id);
        if (problems.length > 0) {
          const error = invalidField('payments', 'are not valid');
          error.body.validationErrors = problems;
          throw error;
        }
        if (adds.length > 0)
          await tx.insertPayments(
            adds.map((payment) => ({
              ...payment,
              batchId: batch.id,
              fee: globalPayFee(payment.amount, batch.currencyCode),
            })),
          );
        for (const { id, value } of updates)
          await tx.updatePayment(id, { ...value, fee: globalPayFee(value.amount, batch.currencyCode) });
        if (request.deletes?.length) await tx.setPaymentsStatus(batch.id, request.deletes, 'deleted');
        if (request.restores?.length) await tx.setPaymentsStatus(batch.id, request.restores, 'active');
      });
    },

    async setAmount(customerId: number, batchId: number, paymentId: number, amount: string) {
      return this.updatePayments(customerId, { batchId, updates: [{ id: paymentId, amount }] });
    },

    async setFeeShare(
      customerId: number,
      batchId: number,
      paymentIds: number[] | undefined,
      feeShare: GlobalPayFeeShare,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, batchId, async (tx, batch) => {
        if (paymentIds !== undefined) {
          const found = await tx.paymentIdsIn(batch.id, paymentIds);
          if (found.length !== new Set(paymentIds).size)
            throw invalidField('paymentIds', 'name payments that are not in this batch');
        }
        await tx.setFeeShare(batch.id, paymentIds, feeShare);
      });
    },

    async setMethodForbidden(
      customerId: number,
      batchId: number,
      paymentId: number,
      name: GlobalPayMethod,
      forbidden: boolean,
    ): Promise<GlobalPayBatch> {
      return changeDraft(customerId, batchId, async (tx, batch) => {
        const row = await tx.batchPayment(batch.id, paymentId);
        if (!row) throw invalidField('paymentId', 'is not a payment of this batch');
        const methods = new Set(row.forbiddenMethods);
        if (forbidden) methods.add(name);
        else methods.delete(name);
        await tx.updatePayment(row.id, {
          forbiddenMethods: GLOBAL_PAY_METHODS.filter((method) => methods.has(method)),
        });
      });
    },
  };
}
