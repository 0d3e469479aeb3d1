import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@portal/ui/components';
import { K, personName } from '../utils/people';
import { useWizard } from './wizard-context';

/** Picks a person already in the draft (a director who also holds shares), to add to a level of the tree. */
export function ExistingPersonPicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (personId: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { draft } = useWizard();
  const [chosen, setChosen] = useState('');
  if (draft.persons.length === 0) return null;
  return (
    <>
      <Select
        label={label}
        placeholder={t(`${K}.chooseOne`)}
        options={draft.persons.map((person) => ({ value: person.id, label: personName(person) }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          onPick(chosen);
          setChosen('');
        }}
      >
        {t(`${K}.people.addExisting`)}
      </Button>
    </>
  );
}
