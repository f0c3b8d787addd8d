import { useMemo } from 'react';
import { setValue, type FormStore } from '@modular-forms/react';
import { useLingui } from '@lingui/react/macro';
import { useCountries } from '@/data/locations.ts';
import { ComboboxField } from '@/ui/form/combobox-field.tsx';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import type { SignupValues } from './signup-values.ts';

/** Countries in the active language, searchable; choosing one clears the city. */
export function CountryField({ form, field, props }: { form: FormStore<SignupValues>; field: AnyFieldStore; props: AnyFieldProps }) {
  const { t, i18n } = useLingui();
  const countries = useCountries(i18n.locale);
  const options = useMemo(
    () => (countries.status === 'ready' ? countries.data.map((c) => ({ value: c.iso2, label: c.name })) : []),
    [countries],
  );
  const hint =
    countries.status === 'loading'
      ? t`Loading countries…`
      : countries.status === 'error'
        ? t`Could not load the countries. They load by themselves once the connection is back.`
        : undefined;
  return (
    <ComboboxField
      field={field}
      props={props}
      label={t`Country`}
      placeholder={t`Type to search countries`}
      options={options}
      disabled={countries.status !== 'ready'}
      hint={hint}
      onPick={(iso2) => {
        if (iso2 === field.value.peek()) return;
        const shouldValidate = form.submitCount.peek() > 0;
        setValue(form, 'country', iso2, { shouldValidate, shouldFocus: false });
        setValue(form, 'city', '', { shouldValidate, shouldFocus: false });
      }}
    />
  );
}
