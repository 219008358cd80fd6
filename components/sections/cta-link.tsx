import { useId } from 'react';
import type { CtaAction } from '@/content/types';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';
import { config } from '@/lib/config';

/**
 * Renders a call-to-action record: a link to a page of ours, the external scheduler in a new tab (from
 * config), or a real disabled button with its visible reason. Server-only: islands receive plain hrefs.
 */
export function CtaLink({
  action,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  action: CtaAction;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const reasonId = useId();
  switch (action.kind) {
    case 'link':
      return (
        <a href={action.href} className={buttonClasses(variant, size, className)}>
          {action.label}
        </a>
      );
    case 'scheduler':
      return (
        <ExternalLink href={config.schedulerUrl} className={buttonClasses(variant, size, className)}>
          {action.label}
        </ExternalLink>
      );
    case 'disabled':
      return (
        <span className="inline-flex flex-col items-start gap-1.5">
          <button type="button" disabled aria-describedby={reasonId} className={buttonClasses(variant, size, className)}>
            {action.label}
          </button>
          <span id={reasonId} className="text-sm font-medium text-ink-500">
            {action.reason}
          </span>
        </span>
      );
  }
}
