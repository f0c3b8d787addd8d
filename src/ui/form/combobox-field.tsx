import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useSignals } from '@preact/signals-react/runtime';
import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown } from 'lucide-react';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldFrame } from './field-frame.tsx';
import { fieldText } from './field-text.ts';
import { foldText, matchOptions, type Option } from './match-options.ts';
import * as field from './field.css.ts';
import * as css from './combobox.css.ts';

/** Enough to scroll with a thumb; the rest is reached by typing. */
const shownAtOnce = 50;

interface ComboboxFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: string;
  placeholder: string;
  options: readonly Option[];
  /** The chosen option's value, or '' when the text left matches none. */
  onPick: (value: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * A text field that filters a long list (WAI-ARIA combobox with a listbox
 * popup): type to narrow, arrows and Enter or a tap to choose. Only the first
 * matches are rendered; a note says how many more there are.
 */
export function ComboboxField({ field: store, props, label, placeholder, options, onPick, disabled, hint }: ComboboxFieldProps) {
  useSignals();
  const { t } = useLingui();
  const id = useId();
  const error = store.error.value;
  const value = fieldText(store);
  const selectedItem = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);
  const [inputValue, setInputValue] = useState(selectedItem?.label ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const register = props.ref;
  // The form learns the element once (to focus it on an error); downshift's merged ref changes every render.
  useEffect(() => register(inputRef.current), [register]);

  // The chosen name in the box lists everything again, so another can be picked.
  const query = selectedItem && inputValue === selectedItem.label ? '' : inputValue;
  const { shown, total } = useMemo(() => matchOptions(options, query, shownAtOnce), [options, query]);
  const count = shown.length;

  const popupRef = useRef<HTMLDivElement>(null);
  // On a phone the list opens below the fold (and under the keyboard): bring the field to the top.
  const keepListInView = () => {
    const popup = popupRef.current;
    const visible = window.visualViewport?.height ?? window.innerHeight;
    if (popup && popup.getBoundingClientRect().bottom > visible) inputRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const leaveText = (
    state: UseComboboxState<Option>,
    { type, changes }: UseComboboxStateChangeOptions<Option>,
  ): Partial<UseComboboxState<Option>> => {
    if (type !== useCombobox.stateChangeTypes.InputBlur || changes.selectedItem !== state.selectedItem) return changes;
    const typed = foldText(state.inputValue);
    if (!typed) return { ...changes, selectedItem: null, inputValue: '' };
    const exact = options.find((option) => foldText(option.label) === typed);
    if (exact) return { ...changes, selectedItem: exact, inputValue: exact.label };
    // Text that names nothing goes back to the choice already made; with none, it stays to be finished.
    return state.selectedItem ? { ...changes, inputValue: state.selectedItem.label } : changes;
  };

  const status = (state: UseComboboxState<Option>) => {
    if (!state.isOpen) return '';
    if (total === 0) return t`No match for “${query}”`;
    if (total > count) return t`Showing ${count} of ${total} matches. Type more to narrow the list.`;
    return t`Matches: ${total}. Use the up and down arrows to choose.`;
  };

  const { isOpen, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<Option>({
    items: shown,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    selectedItem,
    inputValue,
    inputId: id,
    labelId: `${id}-label`,
    onInputValueChange: ({ inputValue: next }) => setInputValue(next),
    onSelectedItemChange: ({ selectedItem: next }) => onPick(next?.value ?? ''),
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) requestAnimationFrame(keepListInView);
    },
    stateReducer: leaveText,
    getA11yStatusMessage: status,
  });

  const note = total === 0 ? t`No match for “${query}”` : total > count ? t`Showing ${count} of ${total}. Type to narrow the list.` : null;

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className={field.withToggle}>
          <input
            {...getInputProps({
              ref: inputRef,
              name: props.name,
              onBlur: props.onBlur,
              disabled,
              placeholder,
              autoComplete: 'off',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
            })}
            className={`${field.control} ${css.input}`}
          />
          <button {...getToggleButtonProps({ disabled })} type="button" className={field.toggle} aria-label={t`Show the list`}>
            <ChevronDown size={20} aria-hidden="true" />
          </button>
          <div ref={popupRef} className={css.popup} hidden={!isOpen}>
            <ul {...getMenuProps()} className={css.list}>
              {isOpen
                ? shown.map((option, index) => (
                    <li key={option.value} {...getItemProps({ item: option, index })} className={css.option}>
                      <span dir="auto">{option.label}</span>
                      {option === selectedItem ? <Check size={18} aria-hidden="true" className={css.chosen} /> : null}
                    </li>
                  ))
                : null}
            </ul>
            {note ? (
              <p className={css.note} aria-hidden="true">
                {note}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
