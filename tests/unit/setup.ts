import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// npm test runs these beside the build, ESLint and Prettier on two cores: a query over a large table that takes
// a moment alone may take longer than Testing Library's default second to find what is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the Web Animations API that Headless UI's transitions query.
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}

// jsdom has no matchMedia; embla and the reduced-motion hook ask it. No query matches unless a test says so.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no Tailwind. The islands keep both states of a control in the markup and let an attribute on
// their root pick one (lib/tap-replay.ts, early answers); these are the rules Tailwind writes for that, so
// the hidden state is hidden here too (and out of accessible names). Only inside islands: elsewhere `hidden`
// comes with breakpoint variants jsdom cannot evaluate.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = [
    '[data-tap-island] .hidden { display: none }',
    '.group[data-paused] .group-data-paused\\:hidden { display: none }',
    '.group[data-paused] .group-data-paused\\:inline { display: inline }',
    '.group[data-copied] .group-data-copied\\:inline-flex { display: inline-flex }',
    '.group[data-early-status] .group-data-early-status\\:inline { display: inline }',
  ].join('\n');
  document.head.append(style);
}
