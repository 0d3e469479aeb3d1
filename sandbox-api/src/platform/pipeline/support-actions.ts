// What the pipeline records of an administrator's call for a customer (spec 01 §6 "actions by support"); the auth
// area's support-actions slice stores them and answers getSupportActions.

/** One call of an administrator acting as a customer. */
export interface NewSupportAction {
  adminUserId: number;
  customerId: number;
  operation: string;
  responseCode: string;
  occurredAt: Date;
}

/** Where the pipeline records it. */
export interface SupportActionRecorder {
  insert(action: NewSupportAction): Promise<void>;
}
