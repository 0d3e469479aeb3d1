// How an operation is called and who may call it (spec 01 §6, §7): the traits every area's catalogue declares its
// operations with (issue 48 item 4).
import { CHANGES, PUBLIC, READS, type OperationAccess } from './authorization';

/** An operation without fields of its own. */
export type Empty = Record<string, never>;

export interface MethodTraits {
  /** Callable without a session (spec 01 §7 "Public (no login)"). */
  public: boolean;
  /** Dictionary methods get the language in the body (spec 01 §7). */
  dictionary: boolean;
  /** The operation makes a document (a PDF) in the customer's language: the body gets the language too (issue 35). */
  documentLanguage?: boolean;
  /** The acting customer id is sent (spec 01 §6). */
  actingCustomer: boolean;
  /** Who may call it (authorization.ts); the sandbox checks it before the operation runs. */
  access: OperationAccess;
  /** The operation takes a file: sent as multipart `data` (the JSON fields) and `file` (issue 15). */
  file?: MethodFile;
}

/** What file an operation takes (spec 02 §7 "Mass transfer": multipart with a data part and a file part). */
export interface MethodFile {
  /** The largest file, in bytes; sizes are told in base 1000 units (spec 02 §9). */
  maxBytes: number;
  /** The name endings accepted, lower case with the dot: `.csv`, `.xlsx`. */
  accept: readonly string[];
  /** Without it the call is refused (TA1); else the operation decides (e.g. pasted text instead). */
  required: boolean;
  /** The file's multipart part when not `file` (spec 03 §7: the loss-of-nationality certificate as `document`). */
  part?: string;
}

/** The parts of a method call with a file: the JSON fields and the file (spec 02 §7 "Mass transfer"). */
export const FILE_CALL_PARTS = { data: 'data', file: 'file' } as const;

/** An operation's traits with the file it takes. */
export const withFile = (traits: MethodTraits, file: MethodFile): MethodTraits => ({ ...traits, file });

export const publicOp: MethodTraits = {
  public: true,
  dictionary: false,
  actingCustomer: false,
  access: PUBLIC,
};
export const dictionary: MethodTraits = { ...publicOp, dictionary: true };
/** A signed-in operation on the user's own things. */
export const own = (access: OperationAccess): MethodTraits => ({
  public: false,
  dictionary: false,
  actingCustomer: false,
  access,
});
export const ownDictionary = (access: OperationAccess): MethodTraits => ({
  ...own(access),
  dictionary: true,
});
/** A signed-in operation on the acting customer's data. */
export const acting = (access: OperationAccess): MethodTraits => ({ ...own(access), actingCustomer: true });
/** Marks something as seen by the customer: any right, but not an administrator looking on their behalf. */
export const MARKS_READ: OperationAccess = { ...READS, adminActing: false };
/** Batch files and their drafts (spec 02 §6 right 5 'uploading'): 2, 3 and 5, never an administrator acting. */
export const UPLOADS: OperationAccess = { ...CHANGES, right: 'upload' };
