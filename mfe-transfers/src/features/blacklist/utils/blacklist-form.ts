import { mixed, object, string } from 'yup';
import { BLOCK_TYPES, type BlockType } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { fieldProblem } from '../../../shared/form-validation';

/** The popup "add a user to the black list" (spec 02 §2, §3 "Blacklist user": email, blockType). */
export interface BlacklistFormValues {
  email: string;
  blockType: BlockType;
}

export const EMPTY_BLACKLIST_FORM: BlacklistFormValues = { email: '', blockType: 'all' };

/** spec 01 §5 / 02 §5: an e-mail of at least 6 characters with @ and a dot; an invalid one is never sent. */
export const blacklistFormSchema = object({
  email: string()
    .default('')
    .test('required', fieldProblem('blacklist.form.errors.emailRequired'), (value) => !!value?.trim())
    .test('email', fieldProblem('blacklist.form.errors.emailInvalid'), (value) =>
      isEmail((value ?? '').trim()),
    ),
  blockType: mixed<BlockType>()
    .oneOf([...BLOCK_TYPES], fieldProblem('blacklist.form.errors.blockType'))
    .required(fieldProblem('blacklist.form.errors.blockType')),
});
