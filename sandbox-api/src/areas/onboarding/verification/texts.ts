/** The longest file name kept (a file system's usual limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** The reasons of TA1 lines, after `field: ` (spec 01 §8: TA1 with validation errors). */
export const VERIFICATION_TEXTS = {
  unknownCategory: 'is not a document category of this customer',
  unknownType: 'is not a document type of this category',
  registrationStamp: 'is offered to residents of RU and UA only',
  oneSided: 'this document type has a front side only',
  required: 'is required',
  notRealFile: 'is not really a JPEG, PNG or PDF file',
  contentMismatch: 'holds something other than its name says',
  badName: 'has a name with a character that is not allowed',
  longName: `has a name longer than ${MAX_FILE_NAME_LENGTH} characters`,
  notADay: 'is not a day of the calendar',
  expiresInPast: 'must not be in the past',
  issuedInFuture: 'must not be in the future',
  expiresBeforeIssued: 'must be after the issue date',
  unreadable: 'The file could not be read.',
  unknownRepresentative: 'is not a director, shareholder or owner of this company',
} as const;
