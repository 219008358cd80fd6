/**
 * Every page record the site exports, for tests that must cover each page: the registry's routes plus the
 * pages of its content-driven collections (blog posts) once the registry exports them as `allRoutes`.
 */
import * as registry from '../content/routes';
import type { RouteRecord } from '../content/routes';

export const sitePages: readonly RouteRecord[] =
  (registry as { allRoutes?: readonly RouteRecord[] }).allRoutes ?? registry.routes;
