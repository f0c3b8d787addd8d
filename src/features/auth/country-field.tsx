import { setValue, type FormStore } from '@modular-forms/react';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '@/contract/entities.ts';
import { useCountries } from '@/data/locations.ts';
import { ComboboxField } from '@/ui/form/combobox-field.tsx';
import type { AnyFieldProps, AnyFieldStore } from '@/ui/form/field-types.ts';
import type { SignupValues } from './signup-values.ts';
import { usePlaceOptions } from './use-place-options.ts';

const countryOption = (country: Country) => ({ value: country.iso2, label: country.name });

/** Countries in the active language, searchable; choosing one clears the city. */
export function CountryField({ form, field, props }: { form: FormStore<SignupValues>; field: AnyFieldStore; props: AnyFieldProps }) {
  const { t, i18n } = useLingui();
  const places = usePlaceOptions(useCountries(i18n.locale), countryOption, {
    loading: t`Loading countries…`,
    failed: t`Could not load the countries. They load by themselves once the connection is back.`,
  });
  return (
    <ComboboxField
      field={field}
      props={props}
      label={t`Country`}
      placeholder={t`Type to search countries`}
      options={places.options}
      disabled={places.disabled}
      hint={places.hint}
      onPick={(iso2) => {
        if (iso2 === field.value.peek()) return;
        const shouldValidate = form.submitCount.peek() > 0;
        setValue(form, 'country', iso2, { shouldValidate, shouldFocus: false });
        setValue(form, 'city', '', { shouldValidate, shouldFocus: false });
      }}
    />
  );
}
