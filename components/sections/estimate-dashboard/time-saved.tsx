import { Icon } from '@/components/ui/icon';
import { sampleDashboard as copy } from '@/content/estimate-dashboard';
import { MANUAL_SECONDS_PER_LINE, manualReviewMinutes } from '@/lib/estimate/dashboard';
import { fillTemplate } from '@/lib/template';

/** The band under the charts: how long keying in this estimate's lines by hand would take. */
export function TimeSaved({ lines }: { lines: number }) {
  const counts = { lines: String(lines), seconds: String(MANUAL_SECONDS_PER_LINE) };
  return (
    <div className="mt-6 flex flex-col gap-5 rounded-2xl bg-ink-950 p-6 text-white sm:flex-row sm:items-center sm:p-8" data-savings>
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent-400 text-ink-950">
        <Icon name="clock" className="size-7" />
      </span>
      <div className="sm:flex-1">
        <h3 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{copy.savings.title}</h3>
        <p className="mt-1 text-3xl font-bold tracking-tight">
          {manualReviewMinutes(lines)} {copy.savings.unit}{' '}
          <span className="block text-lg font-semibold text-ink-200 sm:inline">{fillTemplate(copy.savings.scope, counts)}</span>
        </p>
        <p className="mt-2 max-w-3xl text-ink-200">{fillTemplate(copy.savings.text, counts)}</p>
      </div>
    </div>
  );
}
