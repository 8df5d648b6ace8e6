import { signOut } from 'firebase/auth';
import { confirmDialog, showDialog } from '@/components/ui/dialogs';
import { auth } from '@/lib/firebase';

/**
 * Logout from the navigation bar (docs/product.md, "Accounts"): asks first, then says
 * how it went. Resolves true when the person is logged out.
 */
export async function logOutWithConfirmation(): Promise<boolean> {
  const confirmed = await confirmDialog({
    title: 'Are you sure?',
    text: 'You will be logged out from your account!',
    confirmButtonText: 'Yes, logout!',
    cancelButtonText: 'Cancel',
  });
  if (!confirmed) return false;
  try {
    await signOut(auth);
  } catch (error) {
    await showDialog({
      icon: 'error',
      title: 'Error!',
      text: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
  void showDialog({ icon: 'success', title: 'Logged Out!', text: 'You have successfully logged out.' });
  return true;
}
