/**
 * The pages the suites walk: every exported page, from the page index (the registry's routes and the pages
 * made from content, such as blog posts and tag pages), and the registry's indexable paths, which every page
 * links to at least through the footer (pages made from content are reached from their index page instead).
 */
import { allPages } from '../content/pages';
import { routes } from '../content/routes';

export const sitePages = allPages;

export const indexablePaths = routes.filter((route) => route.indexable).map((route) => route.path);
