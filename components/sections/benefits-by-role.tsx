import type { RoleBenefits } from '@/content/story-types';
import { Icon } from '@/components/ui/icon';

/** Benefits By Role: Insurance, Public Adjusters and Attorneys, side by side. */
export function BenefitsByRole({ roles }: { roles: readonly RoleBenefits[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {roles.map((role) => (
        <section key={role.role} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
          <h3 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{role.role}</h3>
          <p className="mt-3 text-lg font-semibold text-white">{role.summary}</p>
          <ul className="mt-4 space-y-3 text-ink-200">
            {role.points.map((point) => (
              <li key={point} className="flex gap-2.5">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
