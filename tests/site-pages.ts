/**
 * The pages the suites walk: every exported page (the registry's routes and the pages of its content
 * collections, such as blog posts), and the registry's indexable paths, which every page links to at least
 * through the footer (collection pages are reached from their index page instead).
 */
import { allRoutes, routes } from '../content/routes';

export const sitePages = allRoutes;

export const indexablePaths = routes.filter((route) => route.indexable).map((route) => route.path);
