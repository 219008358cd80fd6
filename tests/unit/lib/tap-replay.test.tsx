import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTapReplay } from '@/components/islands/use-tap-replay';
import { useEarlyToggle } from '@/components/islands/use-early-toggle';
import {
  COPIED_ATTRIBUTE,
  COPIED_NOTICE_MS,
  EARLY_STATUS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  earlyAnswer,
  nativeOnly,
  replayTaps,
  tapIsland,
} from '@/lib/tap-replay';
import { keepEarlyTaps } from '@/lib/inline-scripts/early-taps';

beforeAll(() => {
  // The inline script every page runs first (the post-build puts it first in the head).
  keepEarlyTaps();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function island(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<div data-tap-island>${html}</div>`);
  return document.body.lastElementChild as HTMLElement;
}

describe('the early script', () => {
  it('keeps taps on native-only markup from listeners after it (React) until the page has hydrated, and lets the browser answer them', () => {
    const region = document.createElement('div');
    for (const [name, value] of Object.entries(nativeOnly())) region.setAttribute(name, value);
    region.innerHTML = '<input type="radio" name="f" value="a" checked><label><input type="radio" name="f" value="b"> B</label>';
    document.body.append(region);
    const outside = island('<button type="button">Share</button>');
    const seen: string[] = [];
    const react = (event: Event) => seen.push(`${event.type} ${(event.target as Element).tagName}`);
    for (const type of ['pointerdown', 'click', 'change']) document.addEventListener(type, react, true);
    try {
      const label = region.querySelector('label')!;
      label.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      label.click();
      expect(region.querySelector<HTMLInputElement>('input[value="b"]')!.checked).toBe(true);
      expect(seen).toEqual([]);
      // Outside native-only markup React hears the tap as before (the island's own keeping stops the click).
      outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(seen).toEqual(['pointerdown DIV']);

      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      label.click();
      expect(seen).toContain('click LABEL');
    } finally {
      document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
      for (const type of ['pointerdown', 'click', 'change']) document.removeEventListener(type, react, true);
    }
  });

  it('keeps a tap on a button of an island that has not hydrated, shows it pending, and replays it once', () => {
    const root = island('<button type="button">Share</button>');
    const button = root.querySelector('button')!;
    const handler = jest.fn();
    button.addEventListener('click', handler);

    button.click();
    button.click(); // the visitor taps again because nothing seemed to happen
    expect(handler).not.toHaveBeenCalled();
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);

    expect(replayTaps(root)).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(root).toHaveAttribute(LIVE_ATTRIBUTE);

    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('replays only the taps of the island that hydrated, in the order they were made', () => {
    const first = island('<button type="button">A</button><button type="button">B</button>');
    const second = island('<button type="button">C</button>');
    const order: string[] = [];
    for (const button of document.querySelectorAll('button')) {
      button.addEventListener('click', () => order.push(button.textContent ?? ''));
    }
    const [a, b] = first.querySelectorAll('button');
    const c = second.querySelector('button')!;
    b!.click();
    c.click();
    a!.click();

    expect(replayTaps(first)).toBe(2);
    expect(order).toEqual(['B', 'A']);
    expect(c).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(replayTaps(second)).toBe(1);
    expect(order).toEqual(['B', 'A', 'C']);
  });

  it('leaves links, disabled buttons and buttons outside islands to the browser', () => {
    const root = island('<a href="#there">Link</a><button type="button" disabled>Off</button>');
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="plain">Plain</button>');
    const plain = document.getElementById('plain')!;
    const onPlain = jest.fn();
    plain.addEventListener('click', onPlain);
    const link = root.querySelector('a')!;
    const onLink = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', onLink);

    plain.click();
    link.click();
    expect(onPlain).toHaveBeenCalledTimes(1);
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(replayTaps(root)).toBe(0);
  });

  it('opens and closes a dialog by `commandfor` where the browser cannot, and closes it on a link or a backdrop click', () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    document.body.innerHTML = `
      <button type="button" commandfor="menu" command="show-modal">Open menu</button>
      <dialog id="menu" closedby="any">
        <button type="button" commandfor="menu" command="close">Close menu</button>
        <a href="#faq">FAQ</a>
      </dialog>`;
    const dialog = document.getElementById('menu') as HTMLDialogElement;
    const open = screen.getByText('Open menu');

    open.click();
    expect(showModal).toHaveBeenCalledTimes(1);
    screen.getByText('Close menu').click();
    expect(close).toHaveBeenCalledTimes(1);

    open.click();
    screen.getByText('FAQ').addEventListener('click', (event) => event.preventDefault());
    screen.getByText('FAQ').click();
    expect(close).toHaveBeenCalledTimes(2);

    open.click();
    // jsdom lays nothing out: the dialog's box is empty, so any point is outside it, on the backdrop.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 600 }));
    expect(close).toHaveBeenCalledTimes(3);
  });
});

/** A button's early-answer attributes as markup. */
const attributes = (answer: Parameters<typeof earlyAnswer>[0]) =>
  Object.entries(earlyAnswer(answer))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

describe('the early script’s answers', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    jest.useRealTimers();
  });

  it('toggles the island’s attribute and the button’s aria-expanded at once, and keeps nothing to replay', () => {
    const root = island(
      `<button type="button" aria-expanded="false" ${attributes({ kind: 'toggle', attribute: 'data-open' })}>Read bio</button>`,
    );
    const button = root.querySelector('button')!;
    const handler = jest.fn();
    button.addEventListener('click', handler);

    button.click();
    expect(root).toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    button.click();
    expect(root).not.toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.click();

    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(replayTaps(root)).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-open');
  });

  it('copies the address and shows the notice for two seconds, without replaying the tap', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const root = island(`<button type="button" ${attributes({ kind: 'copy-url' })}>Share</button>`);

    root.querySelector('button')!.click();
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(root).toHaveAttribute(COPIED_ATTRIBUTE);
    act(() => jest.advanceTimersByTime(COPIED_NOTICE_MS));
    expect(root).not.toHaveAttribute(COPIED_ATTRIBUTE);
    expect(replayTaps(root)).toBe(0);
  });

  it('keeps the tap for the island when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    const root = island(`<button type="button" ${attributes({ kind: 'copy-url' })}>Share</button>`);
    const button = root.querySelector('button')!;
    const handler = jest.fn();
    button.addEventListener('click', handler);

    button.click();
    await act(() => Promise.resolve());
    expect(root).not.toHaveAttribute(COPIED_ATTRIBUTE);
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(replayTaps(root)).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('says the request is on its way, then hands it to the island once, taking the notice away', () => {
    const root = island(`<button type="button" ${attributes({ kind: 'status' })}>Try the sample estimate</button>`);
    const button = root.querySelector('button')!;
    const handler = jest.fn();
    button.addEventListener('click', handler);

    button.click();
    button.click();
    expect(root).toHaveAttribute(EARLY_STATUS_ATTRIBUTE);
    expect(handler).not.toHaveBeenCalled();

    expect(replayTaps(root)).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(root).not.toHaveAttribute(EARLY_STATUS_ATTRIBUTE);
  });
});

function Pausable() {
  const root = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  useTapReplay(root);
  useEarlyToggle(root, 'data-paused', () => setPaused(true));
  return (
    <div ref={root} {...tapIsland('test')} data-paused={paused ? '' : undefined}>
      <button type="button" {...earlyAnswer({ kind: 'toggle', attribute: 'data-paused' })} onClick={() => setPaused((value) => !value)}>
        {paused ? 'Play' : 'Pause'}
      </button>
    </div>
  );
}

describe('useEarlyToggle', () => {
  it('adopts a pause tapped before hydration, so the next tap plays', () => {
    // The server's markup, tapped by the visitor before React runs. (The real islands keep both labels in the
    // markup; this one swaps its text, which hydration must also leave consistent.)
    document.body.innerHTML = renderToString(<Pausable />);
    const container = document.body;
    container.querySelector('button')!.click();
    expect(container.firstElementChild).toHaveAttribute('data-paused');

    // React's development build notes that the root's attribute differs from its first render; that is the
    // adopted state, not a fault (production hydration never compares attributes).
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, <Pausable />);
    });
    expect(warnings.mock.calls.every(([message]) => String(message).includes('attributes'))).toBe(true);
    warnings.mockRestore();
    expect(screen.getByRole('button')).toHaveTextContent('Play');
    act(() => screen.getByRole('button').click());
    expect(container.firstElementChild).not.toHaveAttribute('data-paused');
    expect(screen.getByRole('button')).toHaveTextContent('Pause');
  });
});

function Island({ ready, onTap }: { ready: boolean; onTap: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root, ready);
  return (
    <div ref={root} {...tapIsland('test')}>
      <button type="button" onClick={onTap}>
        Next
      </button>
    </div>
  );
}

describe('useTapReplay', () => {
  it('acts on a tap made while the island could not, once it can', () => {
    const onTap = jest.fn();
    const { rerender } = render(<Island ready={false} onTap={onTap} />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(onTap).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute(PENDING_ATTRIBUTE);

    rerender(<Island ready onTap={onTap} />);
    expect(onTap).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(onTap).toHaveBeenCalledTimes(2);
  });
});
