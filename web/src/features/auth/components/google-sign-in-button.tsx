import { useT } from '@/lib/i18n/locale-provider';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { showDialog, showError } from '@/components/ui/dialogs';
import { saveUserRecord, userRecordFor } from '@/features/auth/api/user-record';
import { authErrorMessage, isCancelledPopup } from '@/features/auth/auth-error-message';
import { signInWithGoogle } from '@/features/auth/google-sign-in';

/**
 * 'Sign in with Google' on the sign-in and sign-up screens: signs in, creates
 * or refreshes the person's user record (docs/product.md, "Accounts"), then goes home.
 */
export function GoogleSignInButton() {
  const { t } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    let user;
    try {
      user = await signInWithGoogle();
    } catch (error) {
      setBusy(false);
      if (isCancelledPopup(error)) return;
      console.error('Google sign-in failed', error);
      void showError(t('auth.googleFailed'), authErrorMessage(error));
      return;
    }
    const name = user.displayName || user.email || t('auth.friend');
    void showDialog({
      icon: 'success',
      title: t('auth.welcomeGoogle', { name }),
      text: t('auth.welcomeGoogleText'),
      timer: 2500,
      showConfirmButton: false,
    });
    try {
      await saveUserRecord(userRecordFor(user));
    } catch (error) {
      // The person is signed in; the record is made again at their next sign-in.
      console.warn('Could not save the user record after Google sign-in', error);
    }
    navigate(paths.home);
  };

  return (
    <button type="button" onClick={signIn} disabled={busy} className={buttonClass('outline', 'lg', 'w-full')}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
      {t(busy ? 'auth.signingIn' : 'auth.google')}
    </button>
  );
}
