'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { AssetImage } from '@/components/ui/asset-image';
import { buttonClasses } from '@/components/ui/button-styles';
import { BrandMark } from '@/components/ui/brand-mark';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { useEarlyToggle } from './use-early-toggle';
import { useTapReplay } from './use-tap-replay';

export interface BioCardProps {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly image: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
  readonly linkedin: string;
  readonly labels: {
    readonly readBio: string;
    readonly readBioContext: string;
    readonly linkedin: string;
    readonly linkedinContext: string;
  };
}

function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: show the bio on any focus
  }
}

/**
 * A leadership card whose bio covers the portrait on hover, on keyboard focus (of its button or LinkedIn
 * link) and on tap of Read bio, which touch screens need since they have no hover. The button toggles
 * the bio and reports it with `aria-expanded`; Escape dismisses a bio shown by hover or focus (WCAG
 * 1.4.13). Hover works from the first paint through CSS, and so does a tap on Read bio made before
 * hydration (`earlyAnswer`, adopted by `useEarlyToggle`). Without JavaScript the bio is shown under the
 * portrait.
 */
export function BioCard({ id, name, title, bio, image, linkedin, labels }: BioCardProps) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = !dismissed && (pinned || hovered || focused);
  const bioId = `${id}-bio`;
  const root = useRef<HTMLElement>(null);
  useTapReplay(root);
  useEarlyToggle(root, 'data-open', () => setPinned(true));

  // A pointer that came to rest on the card, or keyboard focus that came into it, before hydration sent
  // its event to no one; the CSS already shows the bio, and this makes the state (and aria-expanded) agree.
  useEffect(() => {
    if (root.current?.matches(':hover') && matchMedia('(hover: hover)').matches) setHovered(true);
    const focused = root.current?.contains(document.activeElement) ? document.activeElement : null;
    if (focused && isKeyboardFocus(focused)) setFocused(true);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPinned(false);
      setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    // An Escape dismissal lasts until the pointer and focus have both left the card.
    if (!hovered) setDismissed(false);
  };

  return (
    <article
      ref={root}
      {...tapIsland('bio')}
      data-open={visible ? '' : undefined}
      className="group flex flex-col"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
      onFocus={(event) => {
        if (isKeyboardFocus(event.target)) setFocused(true);
      }}
      onBlur={onBlur}
    >
      <div className="relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-ink-100">
        <AssetImage image={image} className="aspect-square h-auto w-full object-cover" />
        <div
          id={bioId}
          data-testid="bio"
          className={clsx(
            'absolute inset-0 overflow-y-auto bg-ink-950/95 p-5 text-[0.95rem] leading-6 text-white',
            'transition-opacity duration-200 motion-reduce:transition-none',
            // data-open also comes from a tap made before hydration (lib/tap-replay.ts, `toggle`).
            visible ? 'visible opacity-100' : 'invisible opacity-0 group-data-open:visible group-data-open:opacity-100',
            // Hover shows the bio from the first paint, before the island hydrates; Escape turns it off.
            // So does keyboard focus inside the card.
            !dismissed && 'group-hover:visible group-hover:opacity-100 group-has-focus-visible:visible group-has-focus-visible:opacity-100',
            '[@media(scripting:none)]:visible [@media(scripting:none)]:static [@media(scripting:none)]:opacity-100',
          )}
        >
          <p>{bio}</p>
        </div>
      </div>
      <h3 className="mt-5 text-h3 text-ink-950">{name}</h3>
      <p className="mt-1 text-ink-600">{title}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={visible}
          aria-controls={bioId}
          {...earlyAnswer({ kind: 'toggle', attribute: 'data-open' })}
          onClick={() => {
            if (visible) {
              setPinned(false);
              setDismissed(true);
            } else {
              setPinned(true);
              setDismissed(false);
            }
          }}
          className={buttonClasses('secondary', 'sm', 'nojs-hide')}
        >
          {labels.readBio}
          <span className="sr-only">
            {' '}
            {labels.readBioContext} {name}
          </span>
        </button>
        <a href={linkedin} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost', 'sm', 'text-brand-700')}>
          <BrandMark name="linkedin" className="size-4" aria-hidden />
          {labels.linkedin}
          <span className="sr-only">
            {' '}
            {labels.linkedinContext} {name} (opens in a new tab)
          </span>
        </a>
      </div>
    </article>
  );
}
