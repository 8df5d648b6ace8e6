import { translate } from '@/lib/i18n/translator';
import { confirmDialog, showDialog } from '@/components/ui/dialogs';
import { loadFirebase } from '@/lib/auth-session';

/**
 * Logout from the navigation bar (docs/product.md, "Accounts"): asks first, then says
 * how it went. Resolves true when the person is logged out.
 */
export async function logOutWithConfirmation(): Promise<boolean> {
  const confirmed = await confirmDialog({
    title: translate('dialog.areYouSure'),
    text: translate('logout.text'),
    confirmButtonText: translate('logout.confirm'),
    cancelButtonText: translate('dialog.cancel'),
  });
  if (!confirmed) return false;
  try {
    const { auth, signOut } = await loadFirebase();
    await signOut(auth);
  } catch (error) {
    await showDialog({
      icon: 'error',
      title: translate('logout.error'),
      text: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
  void showDialog({ icon: 'success', title: translate('logout.done'), text: translate('logout.doneText') });
  return true;
}
