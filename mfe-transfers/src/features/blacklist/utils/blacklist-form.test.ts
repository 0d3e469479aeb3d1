import { ValidationError } from 'yup';
import { blacklistFormSchema } from './blacklist-form';

const problemsOf = (values: object): string[] => {
  try {
    blacklistFormSchema.validateSync(values, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => `${inner.path}:${(inner.errors[0] as unknown as { key: string }).key}`);
  }
};

describe('add to the black list: the form', () => {
  it('needs an e-mail of at least 6 characters with @ and a dot', () => {
    expect(problemsOf({ email: '', blockType: 'all' })).toContain(
      'email:blacklist.form.errors.emailRequired',
    );
    expect(problemsOf({ email: 'a@b.c', blockType: 'all' })).toEqual([
      'email:blacklist.form.errors.emailInvalid',
    ]);
    expect(problemsOf({ email: 'pete.payee@demo', blockType: 'all' })).toEqual([
      'email:blacklist.form.errors.emailInvalid',
    ]);
    expect(problemsOf({ email: 'pete.payee@demo.test', blockType: 'p2p' })).toEqual([]);
  });

  it('takes one of the block types only', () => {
    expect(problemsOf({ email: 'pete.payee@demo.test', blockType: 'cards' })).toEqual([
      'blockType:blacklist.form.errors.blockType',
    ]);
  });
});
