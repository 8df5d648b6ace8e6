import { useT } from '@/lib/i18n/locale-provider';
import { buttonClass } from '@/components/ui/button-class';

/**
 * 'Like ({n})', with a heart; busy while the like is on its way: it takes no second press, yet
 * stays focusable (aria-disabled, not disabled), so a keyboard's focus stays on it, and a
 * refusal's dialog gives the focus back to it.
 */
export function LikeButton({
  count,
  busy = false,
  onLike,
}: {
  count: number;
  busy?: boolean;
  onLike: () => void;
}) {
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={busy ? undefined : onLike}
      aria-disabled={busy}
      aria-busy={busy}
      className={buttonClass('accent', 'lg', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.2 5 6.6 5c2 0 3.5 1 5.4 3 1.9-2 3.4-3 5.4-3 3.4 0 5.6 3.4 4.1 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      {t('like.button', { count })}
    </button>
  );
}
