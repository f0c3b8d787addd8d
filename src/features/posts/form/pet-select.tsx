import { useLingui } from '@lingui/react/macro';
import { SelectInput } from './form-field.tsx';
import { useOwnPetOptions } from '../use-own-pet-options.ts';

/** The post form's optional pet tag: one of the author's own pets, or none. */
export function PetSelect({ userId, value, onChange }: { userId: string; value: string; onChange: (petId: string) => void }) {
  const { t } = useLingui();
  const options = useOwnPetOptions(userId);
  return <SelectInput name="petId" label={t`Tag a pet`} placeholder={t`No pet`} options={options} value={value} onChange={onChange} />;
}
