import { number, object, string } from 'yup';
import { fieldProblem } from '../../../shared/form-validation';

/** Ours: a batch name people can tell apart in the approval queue and the history. */
export const BATCH_NAME_MAX = 100;

export interface UploadValues {
  batchName: string;
  accountId: number | undefined;
  source: 'file' | 'paste';
  text: string;
}
export type UploadField = keyof UploadValues | 'file';

interface UploadContext {
  fileChosen: boolean;
}

/** The mass form before its rows are read: a batch name, the paying account, and a file or pasted rows. */
export const uploadSchema = object({
  batchName: string()
    .default('')
    .test('required', fieldProblem('mass.errors.batchNameRequired'), (value) => (value ?? '').trim() !== '')
    .test(
      'length',
      fieldProblem('mass.errors.batchNameLength', { max: BATCH_NAME_MAX, count: BATCH_NAME_MAX }),
      (value) => (value ?? '').trim().length <= BATCH_NAME_MAX,
    ),
  accountId: number().required(fieldProblem('mass.errors.accountRequired')),
  source: string().oneOf(['file', 'paste']).required(),
  text: string()
    .default('')
    .test('required', fieldProblem('mass.errors.textRequired'), function (value) {
      return this.parent.source !== 'paste' || (value ?? '').trim() !== '';
    }),
  file: string().test('required', fieldProblem('mass.errors.fileRequired'), function () {
    const context = this.options.context as UploadContext | undefined;
    return this.parent.source !== 'file' || context?.fileChosen === true;
  }),
});
