/** Plain, serialisable navigation data that the server header hands to the nav islands. */
export interface NavLinkData {
  readonly href: string;
  readonly label: string;
}

export interface NavGroupData {
  readonly name: string;
  readonly items: readonly NavLinkData[];
}

export interface NavData {
  readonly groups: readonly NavGroupData[];
  readonly pricing: NavLinkData;
  readonly login: NavLinkData;
  /** The external meeting scheduler; opens in a new tab. */
  readonly demo: NavLinkData;
  readonly labels: {
    /** Landmark names: the desktop bar's navigation and the mobile menu's. */
    readonly bar: string;
    readonly menu: string;
    readonly openMenu: string;
    readonly closeMenu: string;
    readonly menuTitle: string;
  };
}

/** Whether `href` is the page at `pathname` (the export serves paths without a trailing slash). */
export function isCurrent(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return href === normalised;
}
