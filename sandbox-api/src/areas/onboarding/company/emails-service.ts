import { randomInt } from 'node:crypto';
import { RESPONSE_CODES, type CompanyEmail, type EmailsResponse } from '@portal/api/catalogue';
import { ApiError, methodError } from '../../../platform/http/errors';
import { safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { normalizeEmail, refused, type CompanyServiceDeps } from './company-lookup';
import type { StoredEmail } from './repository';
import { COMPANY_TEXTS, MAX_COMPANY_EMAILS } from './texts';

/**
 * An e-mail's confirmation code: 6 digits, 15 minutes, 5 tries, a new one at most once a minute per address and at
 * most `contactCode` of them per customer in 15 minutes (config.ts).
 */
export const EMAIL_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CODE_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_MS = 60_000;
const toEmail = (email: StoredEmail): CompanyEmail => ({
  emailId: email.emailId,
  emailAddress: email.emailAddress,
  status: email.status,
  confirmed: email.confirmed,
});
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** spec 03 §3 "Email", §7: a company's payment e-mails, a person's profile e-mails, and their confirmation. */
export function createCompanyEmailsService({ repository, outbox, limits, clock }: CompanyServiceDeps) {
  /** One of the customer's e-mails: any customer's, personal too (the profile, issue 30 item 3). */
  async function emailOf(customerId: number, emailId: number): Promise<StoredEmail> {
    const email = await repository.email(customerId, emailId);
    if (!email) throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.emailNotFound);
    return email;
  }

  return {
    async getEmails(customerId: number): Promise<EmailsResponse> {
      return { emails: (await repository.emails(customerId)).map(toEmail) };
    },

    /** The first e-mail is the primary one; each starts unconfirmed. */
    async addEmail(customerId: number, emailAddress: string): Promise<CompanyEmail> {
      const outcome = await repository.addEmail(customerId, normalizeEmail(emailAddress), MAX_COMPANY_EMAILS);
      if (outcome.kind === 'duplicate') throw refused([`emailAddress: ${COMPANY_TEXTS.duplicateEmail}`]);
      if (outcome.kind === 'full') throw refused([`emailAddress: ${COMPANY_TEXTS.tooManyEmails}`]);
      return toEmail(outcome.email);
    },

    async deleteEmail(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (email.status === 'Primary') throw refused([`emailId: ${COMPANY_TEXTS.primaryNotDeletable}`]);
      if (!(await repository.deleteSecondaryEmail(customerId, emailId)))
        throw methodError(RESPONSE_CODES.notFound, COMPANY_TEXTS.emailNotFound);
    },

    async setPrimaryEmail(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (!email.confirmed || !(await repository.setPrimaryEmail(customerId, emailId)))
        throw refused([`emailId: ${COMPANY_TEXTS.notConfirmed}`]);
    },

    /** E-mails a 6-digit code to the address; a new code replaces the last one, at most once a minute. */
    async requestEmailConfirmationCode(customerId: number, emailId: number): Promise<void> {
      const email = await emailOf(customerId, emailId);
      if (email.confirmed) throw refused([`emailId: ${COMPANY_TEXTS.alreadyConfirmed}`]);
      const now = clock.now();
      if (email.codeSentAt && now.getTime() - email.codeSentAt.getTime() < EMAIL_CODE_RESEND_MS)
        throw new ApiError(
          429,
          { responseCode: RESPONSE_CODES.tooManyRequests, responseDescription: COMPANY_TEXTS.codeTooSoon },
          {
            'retry-after': String(
              Math.max(
                1,
                Math.ceil((EMAIL_CODE_RESEND_MS - (now.getTime() - email.codeSentAt.getTime())) / 1000),
              ),
            ),
          },
        );
      await limits.hit('contactCode', String(customerId));
      const code = sixDigitCode();
      await repository.storeEmailCode(emailId, {
        codeHash: sha256Hex(code),
        attemptsLeft: EMAIL_CODE_ATTEMPTS,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
        sentAt: now,
      });
      await outbox.send({
        channel: 'email',
        to: email.emailAddress,
        text: `Your code to confirm this e-mail address is ${code}. It is valid for 15 minutes.`,
        code,
      });
    },

    /**
     * Spends a try first, so parallel guesses cannot exceed the tries; VF for a wrong, spent or expired code. Answers
     * the e-mail, confirmed.
     */
    async confirmEmailCode(
      customerId: number,
      emailId: number,
      confirmationCode: string,
    ): Promise<CompanyEmail> {
      const email = await emailOf(customerId, emailId);
      if (email.confirmed) throw refused([`emailId: ${COMPANY_TEXTS.alreadyConfirmed}`]);
      const codeRefused = () => methodError(RESPONSE_CODES.verifyError, COMPANY_TEXTS.codeInvalid);
      const codeHash = await repository.spendEmailCodeAttempt(emailId, clock.now());
      if (codeHash === null || !safeEqual(sha256Hex(confirmationCode), codeHash)) throw codeRefused();
      if (!(await repository.confirmEmail(emailId, codeHash))) throw codeRefused();
      return { ...toEmail(email), confirmed: true };
    },
  };
}
