import { reload, sendEmailVerification, type User } from 'firebase/auth';
import { useEffect, useEffectEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { showDialog } from '@/components/ui/dialogs';
import { useT } from '@/lib/i18n/locale-provider';
import { useMutation } from '@/lib/use-mutation';
import { recordSignIn } from '@/features/auth/api/user-record';
import { authErrorMessage } from '@/features/auth/auth-error-message';

type State =
  | { step: 'waiting' | 'sending' | 'sent' | 'checking' | 'not-yet' | 'check-failed' }
  | { step: 'failed'; message: string };

/**
 * For a signed-in person whose e-mail address is not verified yet (docs/product.md, "Trust and
 * safety"): the sign-up sent Firebase's verification link; this says so, with 'Send the link
 * again'. When they come back from the e-mail (this tab shows again) or say they have opened the
 * link, Auth is asked again: once verified, a fresh ID token carries `email_verified`, the
 * person's record is saved with it (the API then marks their listings), and the screen is read
 * again, so the 'Verified e-mail' badge shows at once and this notice goes.
 */
export function VerifyEmailNotice({ user }: { user: User }) {
  const { t } = useT();
  const [state, setState] = useState<State>({ step: 'waiting' });
  // The record's save, then every loader again: the badge is on what the screens read.
  const { run: saveVerified } = useMutation(recordSignIn);

  const check = async (askedByPerson: boolean) => {
    if (askedByPerson) setState({ step: 'checking' });
    try {
      await reload(user);
    } catch (error) {
      // Offline, say: nothing is known, and Auth's copy of emailVerified is the old one. The person
      // who asked is told the check could not be made, and may ask again; a quiet check says nothing.
      console.warn('Could not ask whether the e-mail address is verified', error);
      if (askedByPerson) setState({ step: 'check-failed' });
      return;
    }
    if (!user.emailVerified) {
      if (askedByPerson) setState({ step: 'not-yet' });
      return;
    }
    try {
      // The token Auth holds was issued before the address was verified: the API reads the new one.
      await user.getIdToken(true);
      await saveVerified(user);
    } catch (error) {
      // Verified, but the new token did not come: the button works again, to try once more.
      console.warn('Could not fetch a token that says the address is verified', error);
      if (askedByPerson) setState({ step: 'check-failed' });
      return;
    }
    if (askedByPerson) setState({ step: 'waiting' });
    void showDialog({ icon: 'success', title: t('trust.verify.done'), text: t('trust.verify.doneText') });
  };
  const checkQuietly = useEffectEvent(() => void check(false));

  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') checkQuietly();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);

  const resend = async () => {
    setState({ step: 'sending' });
    try {
      await sendEmailVerification(user);
      setState({ step: 'sent' });
    } catch (error) {
      setState({ step: 'failed', message: authErrorMessage(error) });
    }
  };

  const status =
    state.step === 'sent'
      ? t('trust.verify.sent')
      : state.step === 'not-yet'
        ? t('trust.verify.notYet')
        : state.step === 'check-failed'
          ? t('trust.verify.checkFailed')
          : state.step === 'failed'
            ? t('trust.verify.failed', { message: state.message })
            : '';
  return (
    <section
      aria-label={t('trust.verify.title')}
      className="border-b border-sky-200 bg-sky-50 px-4 py-4 text-sky-950 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{t('trust.verify.title')}</p>
          <p className="text-sm">{t('trust.verify.text', { email: user.email ?? '' })}</p>
          <p role="status" className="text-sm font-medium">
            {status}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void check(true)}
            disabled={state.step === 'checking'}
            aria-busy={state.step === 'checking'}
            className={buttonClass('primary', 'sm')}
          >
            {t('trust.verify.check')}
          </button>
          <button
            type="button"
            onClick={() => void resend()}
            disabled={state.step === 'sending'}
            aria-busy={state.step === 'sending'}
            className={buttonClass('outline', 'sm')}
          >
            {t('trust.verify.resend')}
          </button>
        </div>
      </div>
    </section>
  );
}
