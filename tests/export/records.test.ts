import type { CheerioAPI } from 'cheerio';
import { audiences } from '@/content/audiences';
import { blogPage, pastConferences, postPath } from '@/content/blog';
import { careersPage, roles } from '@/content/careers';
import { comparePage, compareRows } from '@/content/compare';
import { signupSuccess } from '@/content/signup';
import { leaders } from '@/content/team';
import { config } from '@/lib/config';
import { mailtoHref } from '@/lib/mailto';
import { sitePages } from '../site-pages';
import { oneLine, page$ } from './exported';

/**
 * The list records of content/ on the pages that show them, read from the exported HTML: every item once, in
 * the record's order, with what it links to. An item added to a record is covered without a test edit; what
 * a visitor does with the lists (toggles, filters) is in tests/e2e.
 */
/** The text of each element `selector` finds, within `scope` when given. */
const texts = ($: CheerioAPI, selector: string, scope?: Parameters<CheerioAPI>[0]) =>
  (scope ? $(scope).find(selector) : $(selector)).toArray().map((element) => oneLine($(element).text()));

it('numbers every list of steps from 1, in reading order', () => {
  let lists = 0;
  for (const { path } of sitePages) {
    const $ = page$(path);
    $('main ol').each((_, list) => {
      const numbers = texts($, ':scope > li h3', list).map((heading) => /^Step (\d+): /.exec(heading)?.[1]);
      if (numbers.every((number) => number === undefined)) return;
      lists += 1;
      expect(numbers.map(Number)).toEqual(numbers.map((_, index) => index + 1));
    });
  }
  expect(lists).toBeGreaterThan(0);
});

it('/careers: each role with its description toggle and its application by e-mail, the role in the subject', () => {
  const $ = page$('/careers');
  expect(texts($, 'main details > summary')).toEqual(roles.map((role) => expect.stringContaining(role.title)));
  const applications = $('main a[href^="mailto:"]')
    .map((_, link) => $(link).attr('href'))
    .get();
  for (const role of roles) {
    expect(applications).toContain(mailtoHref(config.careersEmail, { subject: `${careersPage.roles.subjectPrefix}${role.title}` }));
  }
});

it('/team: each leader’s LinkedIn profile, named for the leader', () => {
  const $ = page$('/team');
  for (const leader of leaders) {
    const links = $(`main a[href="${leader.linkedin}"]`);
    expect(links).toHaveLength(1);
    expect(oneLine(links.text())).toContain(leader.name);
  }
});

it('/blog: the past conferences, most recent first, each linking its post', () => {
  const $ = page$('/blog');
  const section = $('main section').filter((_, element) => oneLine($(element).find('h2').first().text()) === blogPage.conferences.title);
  expect(texts($, 'ol h3', section)).toEqual(pastConferences.map((each) => each.title));
  const starts = pastConferences.map((conference) => conference.startDate);
  expect(starts).toEqual([...starts].sort().reverse());
  for (const conference of pastConferences) expect(section.find(`h3 a[href="${postPath({ slug: conference.post })}"]`)).toHaveLength(1);
});

it('/signup-success: each next step, in order', () => {
  const $ = page$('/signup-success');
  expect(texts($, 'main ol > li h3')).toEqual(signupSuccess.steps.map((step) => step.title));
});

it('the audience pages: each list of points of their roles section, in order', () => {
  const withRoles = audiences.filter((audience) => 'roles' in audience);
  expect(withRoles.length).toBeGreaterThan(0);
  for (const audience of withRoles) {
    if (!('roles' in audience)) continue;
    const $ = page$(audience.path);
    for (const list of audience.roles.lists) {
      const heading = $('main h3').filter((_, element) => oneLine($(element).text()) === list.title);
      expect(heading).toHaveLength(1);
      expect(texts($, ':scope > li', heading.next('ul'))).toEqual(list.points);
    }
  }
});

it('/compare: a table with a header for each column and each feature, and every icon named in words', () => {
  const $ = page$('/compare');
  const table = $('main table');
  expect(oneLine(table.find('caption').text())).toBe(comparePage.caption);
  expect(table.find('thead th[scope="col"]')).toHaveLength(4);
  expect(texts($, 'main table tbody th[scope="row"]')).toEqual(compareRows.map((row) => row.feature));
  const icons = table.find('td [data-icon]');
  expect(icons).toHaveLength(compareRows.length * 3);
  icons.each((_, cell) => {
    const icon = $(cell).attr('data-icon') as keyof typeof comparePage.iconLabels;
    expect($(cell).find('svg').attr('aria-hidden')).toBe('true');
    // A neutral cell's dash says nothing its words do not.
    const named = icon === 'neutral' ? '' : `${comparePage.iconLabels[icon]}:`;
    expect(oneLine($(cell).find('.sr-only').text())).toBe(named);
  });
  for (const action of comparePage.pricing.actions.filter((each) => each.kind === 'disabled')) {
    const button = $('main button').filter((_, element) => oneLine($(element).text()) === action.label);
    expect(button.attr('disabled')).toBeDefined();
    expect(oneLine($(`[id="${button.attr('aria-describedby')}"]`).text())).toBe(action.reason);
  }
});
