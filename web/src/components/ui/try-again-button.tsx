import { useT } from '@/lib/i18n/locale-provider';
import { useRevalidator } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './button-class';

/** 'Try again' after a failed load: runs the screen's loaders again, and waits while they run. */
export function TryAgainButton({ variant }: { variant: ButtonVariant }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  return (
    <button
      type="button"
      onClick={() => void revalidator.revalidate()}
      disabled={revalidator.state === 'loading'}
      className={buttonClass(variant)}
    >
      {t('error.tryAgain')}
    </button>
  );
}
