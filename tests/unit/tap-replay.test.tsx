import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useTapReplay } from '@/components/islands/use-tap-replay';
import { LIVE_ATTRIBUTE, PENDING_ATTRIBUTE, earlyScript, replayTaps, tapIsland } from '@/lib/tap-replay';

beforeAll(() => {
  // The inline script every page runs first (app/layout.tsx).
  window.eval(earlyScript);
});

afterEach(() => {
  document.body.innerHTML = '';
});

function island(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<div data-tap-island>${html}</div>`);
  return document.body.lastElementChild as HTMLElement;
}

describe('the early script', () => {
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
