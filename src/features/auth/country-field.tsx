import { setValue, type FormStore } from '@modular-forms/react';
import { useLingui } from '@lingui/react/macro';
import { useCountries } from '@/data/locations.ts';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import { SelectField } from '@/ui/form/select-field.tsx';
import type { SignupValues } from './signup-values.ts';

/** Countries in the active language; choosing one clears the city (spec section 5). */
export function CountryField({ form, field, props }: { form: FormStore<SignupValues>; field: AnyFieldStore; props: AnyFieldProps }) {
  const { t, i18n } = useLingui();
  const countries = useCountries(i18n.locale);
  const options = countries.status === 'ready' ? countries.data.map((c) => ({ value: c.iso2, label: c.name })) : [];
  const hint =
    countries.status === 'loading'
      ? t`Loading countries…`
      : countries.status === 'error'
        ? t`Could not load the countries. Check your connection and reload the page.`
        : undefined;
  return (
    <SelectField
      field={field}
      props={{
        ...props,
        onChange: (event) => {
          props.onChange(event);
          setValue(form, 'city', '', { shouldValidate: form.submitCount.peek() > 0, shouldFocus: false });
        },
      }}
      label={t`Country`}
      placeholder={t`Select a country`}
      options={options}
      disabled={countries.status !== 'ready'}
      hint={hint}
    />
  );
}
