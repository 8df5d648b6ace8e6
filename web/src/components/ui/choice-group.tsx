import { useId } from 'react';
import { FieldError } from './field-error';

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  /** Shown under the legend, before the choices. */
  hint?: string;
  /** The name each input is sent under; also ties a radio group together. */
  name: string;
  options: readonly T[];
  optionLabel: (value: T) => string;
  /** One tap picks one (radio), or each tap adds or removes one (checkbox). */
  multiple?: boolean;
  /** The choices picked: one at most unless `multiple`. */
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Choices that cannot be picked now (an option beyond a limit, say). */
  disabled?: (value: T) => boolean;
  error?: string | undefined;
  className?: string;
  /** Smaller pills, for a group inside another question. */
  compact?: boolean;
}

/**
 * A question answered with one tap: the choices as pill buttons that are
 * native radio buttons (or checkboxes when `multiple`) under a fieldset and
 * legend, so the arrow keys, Space and screen readers work as they do with
 * any radio group, and the pill shows focus and choice.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  hint,
  name,
  options,
  optionLabel,
  multiple = false,
  selected,
  onChange,
  disabled,
  error,
  className = '',
  compact = false,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const pick = (option: T, checked: boolean) => {
    if (!multiple) return onChange([option]);
    onChange(
      checked
        ? options.filter((value) => value === option || selected.includes(value))
        : selected.filter((value) => value !== option),
    );
  };
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className={`block font-medium text-slate-800 ${compact ? 'mb-1 text-xs' : 'mb-1.5 text-sm'}`}>
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const off = disabled?.(option) ?? false;
          return (
            <label key={String(option)} className={off ? 'cursor-not-allowed' : 'cursor-pointer'}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={String(option)}
                checked={selected.includes(option)}
                disabled={off}
                aria-invalid={error ? true : undefined}
                onChange={(event) => pick(option, event.target.checked)}
                className="peer sr-only"
              />
              <span
                className={`inline-flex items-center rounded-full border font-medium transition-colors peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 peer-disabled:opacity-50 ${
                  compact ? 'min-h-8 px-3 py-1 text-xs' : 'min-h-10 px-4 py-2 text-sm'
                } border-slate-300 bg-white text-slate-800 hover:border-teal-600`}
              >
                {optionLabel(option)}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
