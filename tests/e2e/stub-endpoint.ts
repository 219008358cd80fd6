import type { Page, Request } from '@playwright/test';

/** What the stub answers to the nth POST (1-based): a status and body, or `'hang'` to never answer. */
export type StubAnswer = { status: number; body: string; contentType?: string } | 'hang';

/**
 * Stands in for a third-party endpoint the browser calls cross-origin (a form endpoint, a webhook): answers
 * the CORS preflight, records every POST, and answers each as `answer` says. Returns the recorded POSTs.
 */
export async function stubCorsEndpoint(page: Page, url: string, answer: (nth: number) => StubAnswer): Promise<Request[]> {
  const posts: Request[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, accept',
  };
  await page.route(url, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    const reply = answer(posts.length);
    if (reply === 'hang') return;
    return route.fulfill({
      status: reply.status,
      headers: { ...cors, 'content-type': reply.contentType ?? 'application/json' },
      body: reply.body,
    });
  });
  return posts;
}
