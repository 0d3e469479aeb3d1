import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { currencies } from '../../platform/db/tables';
import { exchangeRates } from './tables';

/** Exchange rates and the currencies they are between. */
export function createRateQueries(db: Database) {
  return {
    async rate(fromCurrencyCode: string, toCurrencyCode: string): Promise<string | null> {
      const [row] = await db
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.fromCurrencyCode, fromCurrencyCode),
            eq(exchangeRates.toCurrencyCode, toCurrencyCode),
          ),
        );
      return row?.rate ?? null;
    },

    async rates(): Promise<{ fromCurrencyCode: string; toCurrencyCode: string; rate: string }[]> {
      return db
        .select({
          fromCurrencyCode: exchangeRates.fromCurrencyCode,
          toCurrencyCode: exchangeRates.toCurrencyCode,
          rate: exchangeRates.rate,
        })
        .from(exchangeRates)
        .orderBy(asc(exchangeRates.fromCurrencyCode), asc(exchangeRates.toCurrencyCode));
    },

    async saveRate(fromCurrencyCode: string, toCurrencyCode: string, rate: string, now: Date): Promise<void> {
      await db
        .insert(exchangeRates)
        .values({ fromCurrencyCode, toCurrencyCode, rate, updatedAt: now })
        .onConflictDoUpdate({
          target: [exchangeRates.fromCurrencyCode, exchangeRates.toCurrencyCode],
          set: { rate, updatedAt: now },
        });
    },

    async currencyExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row !== undefined;
    },
  };
}
