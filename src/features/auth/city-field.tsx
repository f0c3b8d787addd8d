import { getValue, setValue, type FormStore } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLingui } from '@lingui/react/macro';
import { useCities } from '@/data/locations.ts';
import { ComboboxField } from '@/ui/form/combobox-field.tsx';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import type { SignupValues } from './signup-values.ts';
import { usePlaceOptions } from './use-place-options.ts';

const cityOption = (city: string) => ({ value: city, label: city });

/** The chosen country's cities, searchable; loads after a country is chosen. */
export function CityField({ form, field, props }: { form: FormStore<SignupValues>; field: AnyFieldStore; props: AnyFieldProps }) {
  useSignals();
  const { t } = useLingui();
  const country = getValue(form, 'country') || null;
  const places = usePlaceOptions(useCities(country), cityOption, {
    loading: t`Loading cities…`,
    failed: t`Could not load the cities. They load by themselves once the connection is back.`,
  });
  return (
    <ComboboxField
      // A new country starts the city afresh, half-typed text included.
      key={country ?? ''}
      field={field}
      props={props}
      label={t`City`}
      placeholder={t`Type to search cities`}
      options={places.options}
      disabled={places.disabled}
      hint={country ? places.hint : t`Choose a country first.`}
      onPick={(city) => setValue(form, 'city', city, { shouldValidate: form.submitCount.peek() > 0, shouldFocus: false })}
    />
  );
}
