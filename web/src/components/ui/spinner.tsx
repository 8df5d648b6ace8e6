/** A round spinner; decorative, so the text next to it says what is happening. */
export function Spinner({ className = 'size-12' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block rounded-full border-4 border-teal-100 border-t-teal-700 motion-safe:animate-spin ${className}`}
    />
  );
}
