import { useId } from 'react';
import { FieldError } from './field-error';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  /** The name each box is sent under (a GET form repeats it: ?amenity=lift&amenity=wifi). */
  name: string;
  options: readonly T[];
  optionLabel: (value: T) => string;
  /** The boxes ticked. */
  selected: readonly T[];
  /** Controlled: called with the new selection. Without it the boxes are the form's own (defaultChecked). */
  onChange?: (selected: T[]) => void;
  /** Boxes that cannot be ticked now (more than a field takes); a ticked box can always be unticked. */
  disabled?: (value: T) => boolean;
  error?: string | undefined;
  className?: string;
}

/** A labelled set of checkboxes (a fieldset with a legend), in rows that wrap on a phone. */
export function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  optionLabel,
  selected,
  onChange,
  disabled,
  error,
  className = '',
}: CheckboxGroupProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={option}
              disabled={!selected.includes(option) && disabled?.(option)}
              aria-invalid={error ? true : undefined}
              className="size-4.5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              {...(onChange
                ? {
                    checked: selected.includes(option),
                    onChange: (event) =>
                      onChange(
                        event.target.checked
                          ? options.filter((value) => value === option || selected.includes(value))
                          : selected.filter((value) => value !== option),
                      ),
                  }
                : { defaultChecked: selected.includes(option) })}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
