import { useId } from 'react';
import { Search } from 'lucide-react';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import { control } from '@/ui/form/field.css.ts';
import * as css from './search-box.css.ts';

/** A search input with a label for assistive technology and the placeholder as the visible hint. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={css.box}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <Search className={css.icon} size={18} aria-hidden="true" />
      <input
        id={id}
        className={`${control} ${css.input}`}
        type="search"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
