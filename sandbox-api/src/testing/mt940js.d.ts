// The part of mt940js (a reader of SWIFT MT940, which ships no types) that the read-back tests of issue 51 use.
declare module 'mt940js' {
  export interface Mt940Transaction {
    date: Date;
    entryDate?: Date;
    amount: number;
    isReversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference?: string;
  }
  export interface Mt940Statement {
    transactionReference: string;
    accountIdentification: string;
    number: { statement: string; sequence?: string };
    openingBalanceDate: Date;
    closingBalanceDate: Date;
    currency: string;
    openingBalance: number;
    closingBalance: number;
    transactions: Mt940Transaction[];
  }
  export class Parser {
    parse(text: string): Mt940Statement[];
  }
}
