import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * The names behind the ids of the financial details and the further questions (spec 03 §7 dictionaries), in the
 * page's language; an id without a name is shown as its number, so a failed dictionary costs no page.
 */
export function useDictionaryNames(
  name: 'getSources' | 'getPurposes' | 'getIndustries' | 'getAdditionalQuestions',
  enabled: boolean,
) {
  const { method } = useServices();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [name, i18n.language],
    queryFn: async (): Promise<Map<number, string>> => {
      const { dictionary } = (await method.call(name, {}, { popup: false })) as {
        dictionary?: Record<string, unknown>;
      };
      const entries = asList(
        (dictionary?.item ?? dictionary?.industry ?? dictionary?.question) as
          { id: number; name?: string; text?: string }[] | undefined,
      );
      return new Map(entries.map((entry) => [Number(entry.id), entry.name ?? entry.text ?? '']));
    },
    staleTime: Infinity,
    enabled,
  });
}
