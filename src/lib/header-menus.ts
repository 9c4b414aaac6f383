// The header's menu rules that the browser's popovers do not have (docs/decisions/012-header-on-the-platform.md),
// written once. The header's script (src/islands/header.ts) wires them to the header as soon as it is parsed, before
// the first paint, and hydration leaves them in place, so that each rule is the same before and after it:
// - widening the window past the breakpoint closes the menu and its submenus (spec §4);
// - a submenu of the open mobile menu that closes while focus is in it (Escape) returns focus to its button, which HTML
//   does only for the first popover of a stack;
// - a link followed in the header closes the menus and pauses the desktop's hover dropdowns until the pointer leaves
//   an entry, so that the next page does not open under a still pointer.
import { desktopMenuQuery } from '~/styles/breakpoints';

/** The id of the main menu, the hamburger's popover. */
export const menuId = 'paavalikko';

/** Marks the menu while a followed link pauses hover; the header's CSS reads the same selector. */
const hoverPausedAttribute = 'data-hover';
export const hoverPausedSelector = `[${hoverPausedAttribute}='paused']`;

/** Whether `closeMenus` is hiding every popover at once, when no focus is returned to a submenu's button. */
let closingAll = false;

/** Closes the menu and the submenus inside `root`: every popover there (hiding one that is closed does nothing). */
function closeMenus(root: ParentNode) {
  closingAll = true;
  try {
    for (const popover of root.querySelectorAll<HTMLElement>('[popover]')) popover.hidePopover();
  } finally {
    closingAll = false;
  }
}

/** Focus in a submenu that closes inside the still open menu goes back to the submenu's button. */
function returnFocus(header: HTMLElement, event: Event) {
  const popover = event.target;
  if (closingAll || (event as ToggleEvent).newState !== 'closed') return;
  if (!(popover instanceof HTMLElement) || !popover.contains(document.activeElement)) return;
  if (!popover.parentElement?.closest(':popover-open')) return;
  header.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)?.focus();
}

/** Wires the rules to `header`, the element that holds the menu; `view` is its window. */
export function headerMenus(header: HTMLElement, view: Window = window) {
  const desktop = view.matchMedia(desktopMenuQuery);
  desktop.addEventListener('change', () => {
    if (desktop.matches) closeMenus(header);
  });
  header.addEventListener('beforetoggle', (event) => returnFocus(header, event), true);
  header.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest('a'))) return;
    closeMenus(header);
    header.querySelector(`#${menuId}`)?.setAttribute(hoverPausedAttribute, 'paused');
  });
  // `pointerleave` does not bubble: caught on the way down, it is an entry's when its target is an item of the menu.
  header.addEventListener(
    'pointerleave',
    (event) => {
      if (event.target instanceof Element && event.target.matches(`#${menuId} > ul > li`)) {
        header.querySelector(`#${menuId}`)?.removeAttribute(hoverPausedAttribute);
      }
    },
    true,
  );
}
