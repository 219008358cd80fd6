/**
 * The required fields of each schema.org type the site publishes (Google's structured-data requirements,
 * plus our own rule of claiming no ratings or prices). Shared by the unit tests of the builders and the
 * end-to-end check of every page's blocks: a type without a rule here fails, so a new type gets one.
 */

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const https = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
const isoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value);

const eventStatuses = [
  'https://schema.org/EventScheduled',
  'https://schema.org/EventCancelled',
  'https://schema.org/EventPostponed',
  'https://schema.org/EventRescheduled',
  'https://schema.org/EventMovedOnline',
];

function address(value: unknown): string[] {
  if (text(value)) return [];
  if (!isObject(value) || value['@type'] !== 'PostalAddress') return ['address is not a PostalAddress'];
  return text(value.addressLocality) && text(value.addressCountry) ? [] : ['address lacks addressLocality or addressCountry'];
}

function place(value: unknown): string[] {
  if (!isObject(value) || value['@type'] !== 'Place') return ['location is not a Place'];
  return [...(text(value.name) ? [] : ['Place without name']), ...address(value.address)];
}

/** Rules per type: each returns the problems it finds (empty when the node is complete). */
const rules: Record<string, (node: Node) => string[]> = {
  Organization: (node) => [
    ...(text(node.name) ? [] : ['name']),
    ...(https(node.url) ? [] : ['url']),
    ...(https(node.logo) ? [] : ['logo']),
    ...(list(node.sameAs).length > 0 && list(node.sameAs).every(https) ? [] : ['sameAs']),
    ...(list(node.contactPoint).length > 0 &&
    list(node.contactPoint).every((c) => isObject(c) && text(c.contactType) && (text(c.telephone) || text(c.email)))
      ? []
      : ['contactPoint']),
  ],
  WebSite: (node) => [...(text(node.name) ? [] : ['name']), ...(https(node.url) ? [] : ['url'])],
  BreadcrumbList: (node) => {
    const items = list(node.itemListElement);
    if (items.length < 2) return ['itemListElement needs at least two items'];
    return items.flatMap((item, index) => {
      if (!isObject(item) || item['@type'] !== 'ListItem') return [`item ${index + 1} is not a ListItem`];
      return [
        ...(item.position === index + 1 ? [] : [`item ${index + 1} has position ${String(item.position)}`]),
        ...(text(item.name) ? [] : [`item ${index + 1} has no name`]),
        ...(https(item.item) || index === items.length - 1 ? [] : [`item ${index + 1} has no URL`]),
      ];
    });
  },
  SoftwareApplication: (node) => [
    ...(text(node.name) ? [] : ['name']),
    ...(text(node.description) ? [] : ['description']),
    ...(node.applicationCategory === 'BusinessApplication' ? [] : ['applicationCategory']),
    ...(node.operatingSystem === 'Web' ? [] : ['operatingSystem']),
    ...['aggregateRating', 'review', 'offers'].filter((claim) => claim in node).map((claim) => `claims ${claim}`),
  ],
  FAQPage: (node) => {
    const questions = list(node.mainEntity);
    if (questions.length === 0) return ['mainEntity'];
    return questions.flatMap((q, index) =>
      isObject(q) && q['@type'] === 'Question' && text(q.name) && isObject(q.acceptedAnswer) && text(q.acceptedAnswer.text)
        ? []
        : [`question ${index + 1} lacks name or acceptedAnswer.text`],
    );
  },
  JobPosting: (node) => {
    const remote = node.jobLocationType === 'TELECOMMUTE';
    return [
      ...(text(node.title) ? [] : ['title']),
      ...(text(node.description) ? [] : ['description']),
      ...(isoDate(node.datePosted) ? [] : ['datePosted']),
      ...(isObject(node.hiringOrganization) && text(node.hiringOrganization.name) ? [] : ['hiringOrganization']),
      ...(list(node.employmentType).length > 0 && list(node.employmentType).every(text) ? [] : ['employmentType']),
      ...(remote
        ? list(node.applicantLocationRequirements).length > 0
          ? []
          : ['TELECOMMUTE without applicantLocationRequirements']
        : list(node.jobLocation).length > 0
          ? list(node.jobLocation).flatMap(place)
          : ['jobLocation (or jobLocationType TELECOMMUTE)']),
    ];
  },
  Event: (node) => [
    ...(text(node.name) ? [] : ['name']),
    ...(isoDate(node.startDate) ? [] : ['startDate']),
    ...(isoDate(node.endDate) ? [] : ['endDate']),
    ...(typeof node.startDate === 'string' && typeof node.endDate === 'string' && node.endDate < node.startDate
      ? ['endDate before startDate']
      : []),
    ...place(node.location),
    ...(https(node.url) ? [] : ['url']),
    ...(typeof node.eventStatus === 'string' && eventStatuses.includes(node.eventStatus) ? [] : ['eventStatus']),
  ],
  BlogPosting: (node) => [
    ...(text(node.headline) && String(node.headline).length <= 110 ? [] : ['headline (1–110 characters)']),
    ...(isoDate(node.datePublished) ? [] : ['datePublished']),
    ...(list(node.author).length > 0 && list(node.author).every((a) => isObject(a) && text(a.name)) ? [] : ['author']),
    ...(list(node.image).length > 0 && list(node.image).every(https) ? [] : ['image']),
  ],
};

/** The top-level nodes of a block: the node itself, or the members of its `@graph`. */
export function jsonLdNodes(block: unknown): Node[] {
  if (!isObject(block)) return [];
  return Array.isArray(block['@graph']) ? block['@graph'].filter(isObject) : [block];
}

/** What is wrong with one parsed `application/ld+json` block: an empty list when nothing is. */
export function jsonLdProblems(block: unknown): string[] {
  if (!isObject(block)) return ['the block is not a JSON object'];
  if (block['@context'] !== 'https://schema.org') return ['@context is not https://schema.org'];
  const nodes = jsonLdNodes(block);
  if (nodes.length === 0) return ['the block has no nodes'];
  return nodes.flatMap((node) => {
    const type = node['@type'];
    if (typeof type !== 'string') return ['a node without @type'];
    const rule = rules[type];
    if (!rule) return [`${type}: no rule in tests/json-ld-rules.ts`];
    return rule(node).map((problem) => `${type}: ${problem}`);
  });
}

/** The types a block holds. */
export function jsonLdTypes(block: unknown): string[] {
  return jsonLdNodes(block).map((node) => String(node['@type']));
}
