import type { AdditionalQuestion, Industry } from '@portal/api/catalogue';
import { DOCUMENT_TYPES } from './dictionary-document-types';
import { INDUSTRIES } from './dictionary-industries';
import { entries, languageOf } from './dictionary-languages';
import { OCCUPATIONS } from './dictionary-occupations';
import { PURPOSES } from './dictionary-purposes';
import { QUESTIONS } from './dictionary-questions';
import { SOURCES } from './dictionary-sources';

/**
 * The registration dictionaries (spec 03 §7 "Dictionaries: states, sources, purposes, document types, industries,
 * occupations, additional questions"), named in the request's language; an unknown or missing language answers in
 * English. Ids are stable: drafts, stored companies and KYC info refer to them (issue 48: the registration and KYC
 * slices read them alike).
 */
export const registrationDictionaries = {
  sources: (lang?: string) => entries(SOURCES, lang),
  purposes: (lang?: string) => entries(PURPOSES, lang),
  documentTypes: (lang?: string) => entries(DOCUMENT_TYPES, lang),
  occupations: (lang?: string) => entries(OCCUPATIONS, lang),
  industries: (lang?: string): Industry[] =>
    INDUSTRIES.map((row) => ({
      id: row[0],
      name: row[1 + languageOf(lang)] as string,
      group: row[7],
      adult: row[8],
    })),
  additionalQuestions: (lang?: string): AdditionalQuestion[] =>
    QUESTIONS.map((question) => ({
      id: question.id,
      customerType: question.customerType,
      text: question.text[languageOf(lang)]!,
      answerType: question.options ? ('choice' as const) : ('yesNo' as const),
      ...(question.options
        ? {
            options: question.options.map((option) => ({
              value: option.value,
              label: option.label[languageOf(lang)]!,
            })),
          }
        : {}),
    })),
};

/** The ids a registration may name (the sandbox refuses others, issue 29). */
export function registrationDictionaryIds() {
  return {
    sources: new Set(SOURCES.map((row) => row[0])),
    purposes: new Set(PURPOSES.map((row) => row[0])),
    industries: new Set(INDUSTRIES.map((row) => row[0])),
  };
}
