/** Structured data (JSON-LD) from the same records as the pages: site-wide, per route and per content page. */
export * from './site';
export * from './pages';
export * from './content';
