'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A next/link that prefetches its route once the visitor shows intent (pointer over it, a touch, keyboard focus)
 * instead of as soon as it comes into view. Next's default fetches every visible link's route data and code right
 * after hydration: on a slow phone that is a dozen requests and their parsing in the first seconds, competing with
 * the page itself, mostly for pages nobody opens. A touch or a hover still starts the prefetch before the click lands.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  function withIntent<Event>(handler: ((event: Event) => void) | undefined) {
    return (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  }
  return (
    <Link
      {...props}
      // null is Next's default prefetch, which a link in view (as a hovered, touched or focused one is) starts at once.
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
    />
  );
}
