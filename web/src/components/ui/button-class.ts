/**
 * The product's button look, for <button> and for links that act as buttons,
 * so both stay identical across screens.
 */
export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger' | 'dangerOutline' | 'light';
type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 focus-visible:outline-teal-700',
  accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300 focus-visible:outline-amber-400',
  outline: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50 focus-visible:outline-teal-700',
  ghost: 'text-teal-800 hover:bg-teal-50 focus-visible:outline-teal-700',
  danger: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 focus-visible:outline-rose-700',
  dangerOutline:
    'border border-rose-700 bg-white text-rose-800 hover:bg-rose-50 focus-visible:outline-rose-700',
  light: 'bg-white text-teal-900 shadow-sm hover:bg-teal-50 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3.5 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
