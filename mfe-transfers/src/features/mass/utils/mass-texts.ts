import type { TFunction } from 'i18next';
import type { MassMethod, MassProblem } from '@portal/api/mass';
import { formatIban } from '@portal/api/transfers';

/** A row's problem as the customer reads it: the column's name, then why (namespace `transfers`, key `mass`). */
export function massProblemText(t: TFunction<'transfers'>, problem: MassProblem): string {
  const reason = t(`mass.problems.${problem.code}`, problem.values ?? {});
  if (!problem.field || problem.code === 'missingColumn') return reason;
  return `${t(`mass.columns.${problem.field}`)}: ${reason}`;
}

/** A day, `YYYY-MM-DD`, the way the page's language writes it ("7 January 2025"): the day itself, in no time zone. */
export function dayText(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === 'ua' ? 'uk' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** Whether a file's problem is a pain.001's refusal (issue 51 item 4), not a CSV's or a sheet's. */
export function isPain001Problem(problem: MassProblem): boolean {
  return problem.code === 'xmlMalformed' || problem.code.startsWith('pain001');
}

/** The payee of a row in a few words: the name and the account, card, wallet or e-mail it pays. */
export function massPayeeText(
  method: MassMethod,
  values: Record<string, string>,
): { name: string; account: string } {
  const value = (key: string) => (values[key] ?? '').trim();
  switch (method) {
    case 'wire':
      // In groups of four, as people read and compare IBANs.
      return { name: value('beneficiaryName'), account: formatIban(value('iban')) };
    case 'eft':
      return {
        name: value('beneficiaryName'),
        account: [value('countryCode'), value('accountNumber')].filter(Boolean).join(' · '),
      };
    case 'oct': {
      const digits = value('cardNumber').replace(/\s+/g, '');
      // spec 02 §9: card numbers are masked; the last four are enough to recognise one.
      return {
        name: value('beneficiaryName'),
        account: digits.length > 4 ? `•••• ${digits.slice(-4)}` : digits,
      };
    }
    case 'digital':
      return { name: value('address'), account: value('network') };
    case 'p2p':
      return { name: value('email'), account: value('note') };
  }
}
