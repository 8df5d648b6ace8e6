/**
 * The product's dialogs (sweetalert2), loaded on first use so that the
 * library stays out of the first page's JavaScript.
 */
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

const loadSwal = () => import('sweetalert2').then((module) => module.default);

export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  return Swal.fire({ confirmButtonColor: '#0f766e', cancelButtonColor: '#b91c1c', ...options });
}

/** A yes/no question; resolves true when the person confirms. */
export async function confirmDialog(options: SweetAlertOptions): Promise<boolean> {
  const result = await showDialog({ icon: 'warning', showCancelButton: true, ...options });
  return result.isConfirmed;
}

/** A clear message for a failure, in the product's dialog style (docs/product.md, "When something fails"). */
export function showError(title: string, text: string): Promise<SweetAlertResult> {
  return showDialog({ icon: 'error', title, text });
}
