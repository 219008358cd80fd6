import clsx from 'clsx';

/** The owl mark: a navy head with amber eyes on a brand-blue tile. Shared by the header, footer and icons. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" className={className} aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#233DB4" />
      <path d="M8 13 14 8l6 4 6-4 6 5v11c0 6-5.4 10-12 10S8 30 8 24Z" fill="#0F1E36" />
      <circle cx="15" cy="19" r="4.5" fill="#F9C23C" />
      <circle cx="25" cy="19" r="4.5" fill="#F9C23C" />
      <circle cx="15" cy="19" r="1.8" fill="#0F1E36" />
      <circle cx="25" cy="19" r="1.8" fill="#0F1E36" />
      <path d="m18 24.5 2 3.5 2-3.5Z" fill="#F9C23C" />
    </svg>
  );
}

/** Mark plus wordmark. The brand name comes from config through the caller. */
export function Logo({ brand, tone = 'dark', className }: { brand: string; tone?: 'dark' | 'light'; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0" />
      <span className={clsx('text-xl font-bold tracking-tight', tone === 'dark' ? 'text-ink-900' : 'text-white')}>{brand}</span>
    </span>
  );
}
