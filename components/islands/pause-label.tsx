import clsx from 'clsx';

/**
 * A pause button's icon and label for both states; the island's root (class `group`) picks one with
 * `data-paused`. Both are in the markup so a tap before hydration can show its effect at once
 * (lib/tap-replay.ts, `toggle`).
 */
export function PauseLabel({
  labels,
  labelClassName,
}: {
  labels: { readonly pause: string; readonly play: string };
  /** Extra classes of the label (e.g. `sr-only` where the button shows its icon only). */
  labelClassName?: string;
}) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
        <path className="group-data-paused:hidden" d="M7 5h3v14H7zM14 5h3v14h-3z" />
        <path className="hidden group-data-paused:inline" d="M8 5v14l11-7z" />
      </svg>
      <span className={clsx(labelClassName, 'group-data-paused:hidden')}>{labels.pause}</span>
      <span className={clsx(labelClassName, 'hidden group-data-paused:inline')}>{labels.play}</span>
    </>
  );
}
