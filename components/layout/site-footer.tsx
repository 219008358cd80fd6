import clsx from 'clsx';
import type { FooterTone, RouteRecord } from '@/content/routes';
import { findRoute } from '@/content/routes';
import { footer, socialProfiles } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { config } from '@/lib/config';
import { displayPhone, telHref } from '@/lib/phone';

const tones: Record<FooterTone, string> = {
  navy: 'bg-ink-900',
  midnight: 'bg-ink-950',
  brand: 'bg-brand-900',
};

const toneFill: Record<FooterTone, string> = {
  navy: 'text-ink-900',
  midnight: 'text-ink-950',
  brand: 'text-brand-900',
};

function route(path: string): RouteRecord {
  const found = findRoute(path);
  if (!found) throw new Error(`Footer names ${path}, which is not in content/routes.ts`);
  return found;
}

const linkClass = 'rounded text-ink-200 underline-offset-4 hover:text-white hover:underline';

/** A list of links to registry pages, named by their registry labels. */
function RouteLinks({ paths, className }: { paths: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {paths.map((path) => (
        <li key={path}>
          <a href={path} className={linkClass}>
            {route(path).label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer of every page; its tone and upper shape follow the page's registry record. */
export function SiteFooter({ variant }: { variant: RouteRecord['footer'] }) {
  const year = new Date().getFullYear();
  return (
    <footer className={clsx('relative text-ink-100', tones[variant.tone])} data-footer-tone={variant.tone}>
      {variant.shape ? (
        <svg
          data-testid="footer-shape"
          className={clsx('absolute inset-x-0 bottom-full h-10 w-full sm:h-16', toneFill[variant.tone])}
          viewBox="0 0 1440 64"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path fill="currentColor" d="M0 64h1440V22C1180 60 930 0 720 14S240 62 0 18Z" />
        </svg>
      ) : null}
      <h2 className="sr-only">{footer.heading}</h2>
      <div className="mx-auto max-w-bar px-5 pt-14 pb-10 sm:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)]">
          <div className="max-w-sm">
            <a href="/" className="inline-block rounded-lg">
              <Logo brand={config.brandName} tone="light" />
              <span className="sr-only">, home</span>
            </a>
            <p className="mt-4 text-sm leading-6 text-ink-200">{footer.blurb}</p>
            <ul className="mt-6 flex gap-2">
              {socialProfiles.map((profile) => (
                <li key={profile.key}>
                  <a
                    href={config[profile.key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon name={profile.icon} className="size-5" />
                    <span className="sr-only">
                      {config.brandName} on {profile.name} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div id="footer-links" className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-5">
            {footer.columns.map((column) => (
              <nav key={column.name} aria-label={column.name}>
                <h3 className="text-sm font-semibold text-white">{column.name}</h3>
                <RouteLinks paths={column.items} className="mt-4 space-y-2.5 text-sm" />
              </nav>
            ))}
            <div className="col-span-2 md:col-span-1">
              <h3 className="text-sm font-semibold text-white">{footer.getInTouch}</h3>
              <address className="mt-4 space-y-3 text-sm text-ink-200 not-italic">
                <p className="flex gap-2">
                  <Icon name="pin" className="mt-0.5 size-4 shrink-0" />
                  <span>{config.hqAddress}</span>
                </p>
                <p className="flex gap-2">
                  <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                  <a href={`mailto:${config.salesEmail}`} className={clsx(linkClass, 'break-all')}>
                    {config.salesEmail}
                  </a>
                </p>
                <p className="flex gap-2">
                  <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                  <a href={telHref(config.phone)} className={linkClass}>
                    {displayPhone(config.phone)}
                  </a>
                </p>
              </address>
            </div>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {config.brandName}. All rights reserved.
          </p>
          <RouteLinks paths={footer.legal} className="flex gap-6" />
        </div>
      </div>
    </footer>
  );
}
