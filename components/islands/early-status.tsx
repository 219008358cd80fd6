/**
 * What a tap made before hydration is answered with while it waits (lib/tap-replay.ts, `status`): shown
 * only while the island's root is marked `data-early-status`, inside the island's own status region so it
 * is announced. The root needs the `group` class.
 */
export function EarlyStatus({ text }: { text: string }) {
  return (
    <span data-early-notice className="hidden group-data-early-status:inline">
      {text}
    </span>
  );
}
