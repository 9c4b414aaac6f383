import type { MouseEvent, ReactNode } from 'react';

/** Scrolls smoothly to a section's heading, moves focus there and puts its id in the address (spec §2). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.pushState(window.history.state, '', `#${id}`);
}

/** A link to a section of this page that jumps there as {@link jumpTo} describes. */
export function JumpLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} onClick={(event) => jumpTo(event, to)}>
      {children}
    </a>
  );
}
