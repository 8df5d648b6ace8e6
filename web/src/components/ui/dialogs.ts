import { translate } from '@/lib/i18n/translator';
/**
 * The product's dialogs (sweetalert2), loaded on first use so that the
 * library stays out of the first page's JavaScript.
 */
import type { SweetAlertIcon, SweetAlertResult } from 'sweetalert2';
import { prefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

const loadSwal = () => import('sweetalert2').then((module) => module.default);

/**
 * What a dialog may say: only text. sweetalert2 renders `title`, `html` and
 * `footer` as HTML, so a display name such as `<img src=x onerror=...>` or a
 * server message would run as markup. Here `title` is shown as text
 * (sweetalert2's `titleText`), `text` is text already, and the HTML options
 * are not offered.
 */
export interface DialogOptions {
  icon?: SweetAlertIcon;
  /** Shown as plain text. */
  title?: string;
  /** Shown as plain text. */
  text?: string;
  /** Milliseconds until the dialog closes by itself. */
  timer?: number;
  showConfirmButton?: boolean;
  showCancelButton?: boolean;
  /** Fixed button labels only: sweetalert2 renders them as HTML. */
  confirmButtonText?: string;
  cancelButtonText?: string;
  /** False when the caller moves the focus itself once the dialog closes (what held it is gone). */
  returnFocus?: boolean;
}

export async function showDialog(options: DialogOptions): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  const { title, ...rest } = options;
  return Swal.fire({
    confirmButtonColor: '#0f766e',
    cancelButtonColor: '#b91c1c',
    // sweetalert2's own 'OK', 'Cancel' and (hidden) 'No', in the chosen language.
    confirmButtonText: translate('dialog.ok'),
    cancelButtonText: translate('dialog.cancel'),
    denyButtonText: translate('dialog.no'),
    // Someone who asked their system for less motion gets the dialog at once, without its zoom in
    // and out (docs/product.md, "Layout").
    animation: !prefersReducedMotion(),
    ...rest,
    ...(title === undefined ? {} : { titleText: title }),
  });
}

/** A yes/no question; resolves true when the person confirms. */
export async function confirmDialog(options: DialogOptions): Promise<boolean> {
  const result = await showDialog({ icon: 'warning', showCancelButton: true, ...options });
  return result.isConfirmed;
}

/** A clear message for a failure, in the product's dialog style (docs/product.md, "When something fails"). */
export function showError(title: string, text: string): Promise<SweetAlertResult> {
  return showDialog({ icon: 'error', title, text });
}
