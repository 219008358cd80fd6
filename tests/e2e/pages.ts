import { routes } from '../../content/routes';

/** Every page the site exports, for the suites that walk them all: the registry's routes. */
export const pages = routes.map((route) => ({
  path: route.path,
  heading: route.heading,
  indexable: route.indexable,
}));

/** The pages search engines index, which every page must link to (at least through the footer). */
export const indexablePaths = routes.filter((route) => route.indexable).map((route) => route.path);
