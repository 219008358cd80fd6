import clsx from 'clsx';
import type { CtaAction } from '@/content/types';
import type { ButtonVariant } from '@/components/ui/button-styles';
import { CtaLink } from './cta-link';

/** A row of calls to action: the first is the primary button, the rest secondary. */
export function CtaRow({
  actions,
  tone = 'light',
  className,
}: {
  actions: readonly CtaAction[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const primary: ButtonVariant = tone === 'dark' ? 'onDark' : 'primary';
  const secondary: ButtonVariant = tone === 'dark' ? 'outlineOnDark' : 'secondary';
  return (
    <div className={clsx('flex flex-wrap items-start gap-3', className)}>
      {actions.map((action, index) => (
        <CtaLink key={action.label} action={action} variant={index === 0 ? primary : secondary} />
      ))}
    </div>
  );
}
