import { useLingui } from '@lingui/react/macro';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import { SelectField } from '@/ui/form/select-field.tsx';
import { useOwnPetOptions } from './use-own-pet-options.ts';

/** The post form's optional pet tag: one of the author's own pets, or none. */
export function PetSelect({ userId, field, props }: { userId: string; field: AnyFieldStore; props: AnyFieldProps }) {
  const { t } = useLingui();
  const options = useOwnPetOptions(userId);
  return <SelectField field={field} props={props} label={t`Tag a pet`} placeholder={t`No pet`} options={options} />;
}
