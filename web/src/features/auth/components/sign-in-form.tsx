import { useT } from '@/lib/i18n/locale-provider';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail, signInWithEmailAndPassword, type User } from 'firebase/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { showDialog, showError } from '@/components/ui/dialogs';
import { TextField } from '@/components/ui/text-field';
import { auth } from '@/lib/firebase';
import { recordSignIn } from '@/features/auth/api/user-record';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { emailProblem, validateSignIn, type SignInValues } from '@/features/auth/form-validation';
import { redirectTargetFrom } from '@/features/auth/require-signed-in';
import { translate } from '@/lib/i18n/translator';
import { inShownLanguage, useFormFields } from '@/lib/use-form-fields';
import { PasswordField } from './password-field';

const EMPTY: SignInValues = { email: '', password: '', remember: false };

/**
 * Email and password sign-in (docs/product.md, "Accounts"): on success it
 * records the sign-in (PATCH /users) and returns to the page the visitor
 * wanted (?redirectTo=), or home. What was typed stays after a failure.
 */
export function SignInForm() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, errors, setErrors, update, textField, focusFirstInvalid, formRef } = useFormFields(EMPTY);
  const [busy, setBusy] = useState(false);
  // A reset e-mail on its way: presses meanwhile are ignored, so quick clicks send one e-mail. The
  // ref answers at once (the state only at the next render); the state marks the button.
  const sendingReset = useRef(false);
  const [resetBusy, setResetBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The messages follow a switch of language while they show.
    const problems = inShownLanguage(() => validateSignIn(values));
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    let user: User;
    try {
      user = (await signInWithEmailAndPassword(auth, values.email.trim(), values.password)).user;
    } catch (error) {
      setBusy(false);
      void showDialog({
        icon: 'error',
        title: t('auth.loginOops'),
        text: t('auth.loginFailed', { message: authErrorMessage(error) }),
        confirmButtonText: t('auth.tryAgainButton'),
      });
      return;
    }
    void showDialog({
      icon: 'success',
      title: t('auth.welcomeBack', { name: user.displayName || user.email || '' }),
      text: t('auth.welcomeBackText'),
      timer: 2500,
      showConfirmButton: false,
    });
    await recordSignIn(user);
    navigate(redirectTargetFrom(location.search), { replace: true });
  };

  const onForgotPassword = async () => {
    if (sendingReset.current) return;
    if (emailProblem(values.email)) {
      const typed = values.email;
      // Written in the language shown whenever it shows (translate(), not this render's t).
      setErrors((current) => ({
        ...current,
        email: () => (typed.trim() ? emailProblem(typed) : translate('auth.typeEmailFirst')),
      }));
      focusFirstInvalid();
      return;
    }
    const email = values.email.trim();
    sendingReset.current = true;
    setResetBusy(true);
    try {
      await sendPasswordResetEmail(auth, email);
    } catch (error) {
      // Whether an address has an account is not ours to reveal: same answer as a success.
      if (!(error instanceof FirebaseError && error.code === 'auth/user-not-found')) {
        void showError(t('auth.resetFailed'), authErrorMessage(error));
        return;
      }
    } finally {
      sendingReset.current = false;
      setResetBusy(false);
    }
    void showDialog({
      icon: 'success',
      title: t('auth.checkEmail'),
      text: t('auth.checkEmailText', { email }),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...textField('email')} />
      <PasswordField autoComplete="current-password" {...textField('password')} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <CheckboxField
          label={t('auth.rememberMe')}
          name="remember"
          required
          checked={values.remember}
          error={errors.remember}
          onChange={(event) => update('remember', event.target.checked)}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          // Not `disabled`: the button keeps the keyboard's focus while the e-mail is sent.
          aria-disabled={resetBusy}
          aria-busy={resetBusy}
          className="rounded text-sm font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-disabled:cursor-wait"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {t('signIn.title')}
      </button>
    </form>
  );
}
