import { callMethod, useSandbox } from '../../../testing/sandbox';
import {
  registrationDictionaries,
  registrationDictionaryIds,
} from '../../../platform/dictionaries/registration-dictionaries';

const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'ua'] as const;

describe('registration dictionaries (spec 03 §7; issue 29)', () => {
  it.each(['sources', 'purposes', 'documentTypes', 'occupations'] as const)(
    '%s / the same ids in every language, really translated, "Other" last',
    (name) => {
      const english = registrationDictionaries[name]('en');
      for (const language of LANGUAGES)
        expect(registrationDictionaries[name](language).map((entry) => entry.id)).toEqual(
          english.map((entry) => entry.id),
        );
      expect(new Set(english.map((entry) => entry.id)).size).toBe(english.length);
      const russian = registrationDictionaries[name]('ru');
      expect(russian.every((entry) => /[а-яё]/i.test(entry.name))).toBe(true);
      expect(registrationDictionaries[name]('ua').every((entry) => /[а-яіїєґ]/i.test(entry.name))).toBe(true);
      expect(english.at(-1)?.id).toBe(99);
    },
  );

  it('an unknown or missing language / English', () => {
    expect(registrationDictionaries.sources('xx')).toEqual(registrationDictionaries.sources('en'));
    expect(registrationDictionaries.sources()).toEqual(registrationDictionaries.sources('en'));
    expect(registrationDictionaries.sources('uk')).toEqual(registrationDictionaries.sources('ua'));
  });

  it('industries / grouped, the adult group flagged; additional questions by their spec 01 §3 ids', () => {
    const industries = registrationDictionaries.industries('ro');
    expect(industries.filter((industry) => industry.adult).map((industry) => industry.group)).toEqual([
      'adult',
      'adult',
      'adult',
    ]);
    expect(industries.find((industry) => industry.id === 15)?.name).toBe('Divertisment pentru adulți');
    expect(
      registrationDictionaries
        .additionalQuestions('en')
        .map((question) => `${question.customerType} ${question.id} ${question.answerType}`),
    ).toEqual([
      'personal anotherAccount yesNo',
      'business businessAnotherAccount yesNo',
      'business controlAccount choice',
    ]);
    const control = registrationDictionaries.additionalQuestions('en').find((q) => q.id === 'controlAccount');
    expect(control?.options?.map((option) => option.value)).toEqual([1, 2]);
    expect(registrationDictionaryIds().industries.has(15)).toBe(true);
  });
});

describe('registration dictionaries over the method API', () => {
  const sandbox = useSandbox();

  it('getSources in Russian / the names of the request language', async () => {
    const answer = (await callMethod(sandbox.app, 'getSources', { body: { lang: 'ru' } })).json();
    expect(answer.responseCode).toBe('00');
    expect(answer.dictionary.item[0]).toEqual({ id: 1, name: 'Заработная плата' });
  });

  it('getIndustries and getAdditionalQuestions in Spanish', async () => {
    const industries = (await callMethod(sandbox.app, 'getIndustries', { body: { lang: 'es' } })).json();
    expect(industries.dictionary.industry[0]).toMatchObject({
      id: 1,
      name: 'Desarrollo de software',
      adult: false,
    });
    const questions = (
      await callMethod(sandbox.app, 'getAdditionalQuestions', { body: { lang: 'es' } })
    ).json();
    expect(questions.dictionary.question[2]).toEqual({
      id: 'controlAccount',
      customerType: 'business',
      text: '¿Quién controlará la cuenta?',
      answerType: 'choice',
      options: [
        { value: 1, label: 'Los propios administradores y usuarios de la empresa' },
        { value: 2, label: 'Otra persona, con un poder notarial' },
      ],
    });
  });
});
