import { useT } from '@/lib/i18n/locale-provider';
import {
  createUserWithEmailAndPassword,
  reload,
  sendEmailVerification,
  updateProfile,
  type User,
} from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { showDialog } from '@/components/ui/dialogs';
import { TextField } from '@/components/ui/text-field';
import { auth } from '@/lib/firebase';
import { apiErrorText } from '@/lib/api-client';
import { uploadProfilePhoto } from '@/features/auth/api/profile-photo';
import { saveUserRecord, userRecordFor } from '@/features/auth/api/user-record';
import { authErrorMessage } from '@/features/auth/auth-error-message';
import { validateSignUp, type SignUpValues } from '@/features/auth/form-validation';
import { firstPasswordProblem } from '@/features/auth/password-rules';
import { inShownLanguage, useFormFields } from '@/lib/use-form-fields';
import { PasswordField } from './password-field';
import { PhotoFileField } from './photo-file-field';

const EMPTY: SignUpValues = { name: '', email: '', photoURL: '', password: '', terms: false };

/** The field a refusal of the sign-up is about, by Firebase's code. */
const SIGN_UP_ERROR_FIELDS: Partial<Record<string, keyof SignUpValues>> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
};

/**
 * Sign-up (docs/product.md, "Accounts"): field checks, then the password
 * rules one at a time, then the account, its profile and its user record
 * (POST /users), then home. What was typed stays after a failure.
 */
export function SignUpForm() {
  const { t, rich } = useT();
  const navigate = useNavigate();
  const { values, errors, setErrors, update, textField, focusFirstInvalid, reset, formRef } =
    useFormFields(EMPTY);
  const [busy, setBusy] = useState(false);
  // A picture to upload instead of (or over) a photo address.
  const [photoFile, setPhotoFile] = useState<File | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const withPhotoFile = photoFile !== null;
    // The messages follow a switch of language while they show.
    const problems = inShownLanguage(() => validateSignUp(values, withPhotoFile));
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    const passwordProblem = firstPasswordProblem(values.password);
    if (passwordProblem) {
      // The popup goes after about 2 s; the message stays under the field.
      setErrors({ password: () => firstPasswordProblem(values.password) ?? undefined });
      void showDialog({
        icon: 'error',
        title: t('auth.invalidPassword'),
        text: passwordProblem,
        timer: 2000,
        showConfirmButton: false,
      });
      return;
    }

    const name = values.name.trim();
    let photoURL = values.photoURL.trim();
    setBusy(true);
    let user: User;
    try {
      user = (await createUserWithEmailAndPassword(auth, values.email.trim(), values.password)).user;
    } catch (error) {
      setBusy(false);
      // The popup goes after 2.5 s; why stays under the field it is about (an address already in
      // use, a password the provider refuses), as a password rule's does.
      const field = SIGN_UP_ERROR_FIELDS[(error as { code?: string }).code ?? ''];
      if (field) {
        setErrors(inShownLanguage(() => ({ [field]: authErrorMessage(error) })));
        focusFirstInvalid();
      }
      void showDialog({
        icon: 'error',
        title: t('auth.signUpFailed'),
        text: authErrorMessage(error),
        timer: 2500,
        showConfirmButton: false,
      });
      return;
    }
    // Why the picture chosen was refused: the account works without it, and the person is told so.
    let photoProblem: string | null = null;
    if (photoFile) {
      try {
        // Signed in now, so the upload carries the new account's token.
        photoURL = await uploadProfilePhoto(photoFile);
      } catch (error) {
        photoProblem = apiErrorText(error);
      }
    }
    try {
      await updateProfile(user, { displayName: name, photoURL });
      // Auth tells its listeners (the navigation bar's name and photo) of a profile change only
      // when the ID token changes with it, which may not happen within the same second; a reload
      // always tells them.
      await reload(user);
    } catch (error) {
      // Logged only: the account exists and the person is signed in all the same.
      console.warn('Could not save the name and photo on the account', error);
    }
    // Firebase's verification link (docs/product.md, "Trust and safety"); until it is opened the
    // site shows a notice that can send it again, so a failure here is only logged.
    try {
      await sendEmailVerification(user);
    } catch (error) {
      console.warn('Could not send the verification e-mail', error);
    }

    let saved = false;
    try {
      await saveUserRecord(userRecordFor(user, { name, photoURL }));
      saved = true;
    } catch (error) {
      console.warn('Could not save the user record', error);
    }
    if (saved) {
      void showDialog(
        photoProblem === null
          ? { icon: 'success', title: t('auth.accountCreated'), timer: 1500, showConfirmButton: false }
          : // No timer: it says why there is no photo and where to add one later, to be read.
            {
              icon: 'warning',
              title: t('auth.accountCreatedNoPhoto'),
              text: t('auth.accountCreatedNoPhotoText', { reason: photoProblem }),
            },
      );
      reset();
      setPhotoFile(null);
    } else {
      void showDialog({
        icon: 'error',
        title: t('auth.profileFailed'),
        text: t('auth.profileFailedText'),
        timer: 2000,
        showConfirmButton: false,
      });
    }
    setBusy(false);
    navigate(paths.home);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label={t('auth.name')} autoComplete="name" {...textField('name')} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...textField('email')} />
      <TextField
        label={t('auth.photoUrl')}
        type="url"
        autoComplete="photo"
        placeholder={t('auth.photoPlaceholder')}
        {...textField('photoURL')}
      />
      <PhotoFileField file={photoFile} onChange={setPhotoFile} />
      <PasswordField autoComplete="new-password" hint={t('auth.passwordHint')} {...textField('password')} />
      <CheckboxField
        name="terms"
        required
        checked={values.terms}
        error={errors.terms}
        onChange={(event) => update('terms', event.target.checked)}
        label={
          <>
            {rich('auth.acceptTerms', {
              // A new tab, so that nothing typed here is lost.
              link: (chunks) => (
                <Link
                  to={paths.terms}
                  target="_blank"
                  className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950"
                >
                  {chunks}
                </Link>
              ),
            })}
          </>
        }
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {t('auth.signUp')}
      </button>
    </form>
  );
}
