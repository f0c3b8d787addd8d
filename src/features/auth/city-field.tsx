import { getValue, type FormStore } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLingui } from '@lingui/react/macro';
import { useCities } from '@/data/locations.ts';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import { SelectField } from '@/ui/form/select-field.tsx';
import type { SignupValues } from './signup-values.ts';

/** The chosen country's cities; loads after a country is chosen (spec section 2). */
export function CityField({ form, field, props }: { form: FormStore<SignupValues>; field: AnyFieldStore; props: AnyFieldProps }) {
  useSignals();
  const { t } = useLingui();
  const country = getValue(form, 'country') || null;
  const cities = useCities(country);
  const options = cities.status === 'ready' ? cities.data.map((city) => ({ value: city, label: city })) : [];
  const hint = !country
    ? t`Choose a country first.`
    : cities.status === 'loading'
      ? t`Loading cities…`
      : cities.status === 'error'
        ? t`Could not load the cities. Check your connection and choose the country again.`
        : undefined;
  return (
    <SelectField
      field={field}
      props={props}
      label={t`City`}
      placeholder={t`Select a city`}
      options={options}
      disabled={cities.status !== 'ready'}
      hint={hint}
    />
  );
}
