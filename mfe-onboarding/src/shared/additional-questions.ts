import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdditionalQuestion } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * The additional questions (spec 01 §3) of one kind of customer, from the sandbox in the page's language and cached
 * for the session; the language is part of the key, so switching it asks again.
 */
export function useAdditionalQuestions(customerType: AdditionalQuestion['customerType'], enabled = true) {
  const { method } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['getAdditionalQuestions', i18n.language],
    queryFn: async (): Promise<AdditionalQuestion[]> =>
      asList((await method.call('getAdditionalQuestions', {}, { popup: false })).dictionary?.question),
    select: (questions) => questions.filter((question) => question.customerType === customerType),
    staleTime: Infinity,
    enabled,
  });
}
