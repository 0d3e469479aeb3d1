import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';

/**
 * A dialog form's server refusal and its submit: a refusal is cleared on a new submit; once the operation answers,
 * the form is reset and `onDone` gets the answer.
 */
export function useRefusal<Answer>(onDone: (answer: Answer) => void) {
  const { t } = useTranslation('transfers');
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const submit = async (run: () => Promise<Answer>, reset: () => void) => {
    setRefusal(undefined);
    try {
      const answer = await run();
      reset();
      onDone(answer);
    } catch (error) {
      setRefusal(serverRefusal(error, t));
    }
  };
  return { refusal, setRefusal, submit };
}
