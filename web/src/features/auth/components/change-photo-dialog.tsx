import { useT } from '@/lib/i18n/locale-provider';
import { reload, updateProfile, type User } from 'firebase/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-class';
import { showDialog } from '@/components/ui/dialogs';
import { TextField } from '@/components/ui/text-field';
import { apiErrorText } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { saveRecordPhoto, uploadProfilePhoto } from '@/features/auth/api/profile-photo';
import { profileProblem } from '@/features/auth/form-validation';
import { PhotoFileField } from './photo-file-field';

/**
 * 'Change photo' of the account card (docs/product.md, "Accounts"): a picture to upload, or an
 * address, becomes the account's photo (Firebase Auth) and its record's (the users list). A
 * chunk of its own, with Firebase Auth's profile calls: the navigation bar loads none of it.
 */
export function ChangePhotoDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The record's new photo, then the screen's loaders again: the person's own row on the users
  // list (and anything else the screen read) shows the new photo without a reload.
  const { run: savePhotoOnRecord } = useMutation(saveRecordPhoto);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    if (!file) {
      const problem = typed ? profileProblem('photoURL', typed) : t('auth.photoNeeded');
      if (problem) {
        setError(problem);
        return;
      }
    }
    setBusy(true);
    setError(undefined);
    try {
      const photoURL = file ? await uploadProfilePhoto(file) : typed;
      await updateProfile(user, { photoURL });
      // Tells the navigation bar at once (see sign-up-form.tsx).
      await reload(user);
      if (user.email) await savePhotoOnRecord(user.email, photoURL);
      dialogRef.current?.close();
      void showDialog({
        icon: 'success',
        title: t('auth.photoChanged'),
        timer: 1500,
        showConfirmButton: false,
      });
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="change-photo-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,92vw)] rounded-3xl p-0 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={(event) => void save(event)} aria-busy={busy} className="space-y-5 p-6">
        <h2 id="change-photo-title" className="text-xl font-bold text-slate-900">
          {t('auth.changePhoto')}
        </h2>
        <Avatar src={user.photoURL} alt="" size={64} />
        <PhotoFileField file={file} onChange={setFile} />
        <TextField
          label={t('auth.photoUrl')}
          type="url"
          placeholder={t('auth.photoPlaceholder')}
          value={address}
          error={file ? undefined : error}
          onChange={(event) => setAddress(event.target.value)}
        />
        {file && error ? (
          <p role="alert" className="text-sm text-rose-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass('ghost')}>
            {t('auth.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {t('auth.savePhoto')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
