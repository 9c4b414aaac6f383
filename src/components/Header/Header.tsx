import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import searchDialogSrc from 'virtual:search-dialog';
import { Logo } from '~/components/Logo';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { NavEntry } from '~/config/navigation';
import { desktopMenuQuery } from '~/styles/theme';
import {
  Bar,
  Inner,
  LogoSlot,
  MenuButton,
  MenuItem,
  MenuList,
  Nav,
  SearchButton,
  SubLink,
  Submenu,
  SubmenuToggle,
  TopLink,
} from './Header.styles';

/**
 * The search dialog loads on first use: most readers never open it, so its code stays out of the first load. Its
 * address comes from the build (scripts/vite-plugin-lazy-search-dialog.ts), so that this import needs no preload helper.
 */
const SearchDialog = lazy(() =>
  (import(/* @vite-ignore */ searchDialogSrc) as Promise<typeof import('~/components/SearchDialog')>).then(
    (module) => ({ default: module.SearchDialog }),
  ),
);

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
      <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Both shapes, of which the menu button's CSS shows the one for its state. */
function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path
        data-icon="open"
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path data-icon="close" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The id of a submenu's list, which its disclosure button opens. */
const submenuId = (entry: NavEntry) => `alavalikko-${entry.key}`;
const menuId = 'paavalikko';

/** Closes the menu and the submenus inside `root`: every popover there (hiding one that is closed does nothing). */
function closeMenus(root: HTMLElement | null) {
  closingAll = true;
  try {
    for (const popover of root?.querySelectorAll<HTMLElement>('[popover]') ?? []) popover.hidePopover();
  } finally {
    closingAll = false;
  }
}
let closingAll = false;

/**
 * One hub or plain entry of the main menu. A hub's button opens its submenu as a popover (a click, Enter or Space;
 * Escape, a click outside and another submenu's opening close it); above the breakpoint CSS also opens it on hover.
 */
function MenuEntry({ entry, onPointerLeave }: { entry: NavEntry; onPointerLeave: () => void }) {
  if (entry.children.length === 0) {
    return (
      <MenuItem onPointerLeave={onPointerLeave}>
        <TopLink to={entry.link.path}>{entry.link.label}</TopLink>
      </MenuItem>
    );
  }
  return (
    <MenuItem onPointerLeave={onPointerLeave} data-links={entry.children.length}>
      <TopLink to={entry.link.path}>{entry.link.label}</TopLink>
      <SubmenuToggle type="button" popoverTarget={submenuId(entry)} aria-controls={submenuId(entry)}>
        <Chevron />
        <VisuallyHidden>{`Alavalikko: ${entry.link.label}`}</VisuallyHidden>
      </SubmenuToggle>
      <Submenu id={submenuId(entry)} popover="auto">
        {entry.children.map((child) => (
          <li key={child.path}>
            <SubLink to={child.path}>{child.label}</SubLink>
          </li>
        ))}
      </Submenu>
    </MenuItem>
  );
}

/**
 * The hamburger and the main menu. The menu is a popover of the hamburger, shown as a bar above the breakpoint; its
 * submenus are popovers nested in it, so opening one keeps the menu open and Escape closes the submenu first.
 */
function MainMenu({ menu, hoverPaused, onPointerLeave }: MainMenuProps) {
  return (
    <>
      <MenuButton type="button" popoverTarget={menuId} aria-controls={menuId}>
        <MenuIcon />
        <VisuallyHidden>Valikko</VisuallyHidden>
      </MenuButton>
      <Nav id={menuId} aria-label="Päävalikko" popover="auto" data-hover={hoverPaused ? 'paused' : undefined}>
        <MenuList>
          {menu.map((entry) => (
            <MenuEntry key={entry.key} entry={entry} onPointerLeave={onPointerLeave} />
          ))}
        </MenuList>
      </Nav>
    </>
  );
}

interface MainMenuProps {
  menu: readonly NavEntry[];
  /** After a link of the menu was followed, hover opens no dropdown until the pointer leaves an entry. */
  hoverPaused: boolean;
  onPointerLeave: () => void;
}

/**
 * What the browser does not do for the header's popovers, once the page is hydrated: widening the window past the
 * breakpoint closes the menu and the submenu (spec §4), and so does a menu opened before hydration in a window that
 * has been widened since.
 */
function useClosingOnWidening(headerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const desktop = window.matchMedia(desktopMenuQuery);
    if (desktop.matches) document.getElementById(menuId)?.hidePopover();
    const onChange = () => {
      if (desktop.matches) closeMenus(headerRef.current);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [headerRef]);
}

/**
 * The browser returns focus from a closing popover to what had it before only for the first popover of a stack (HTML's
 * popover focus steps), and a submenu of the open mobile menu is the second: once the page is hydrated, focus inside a
 * submenu that closes while the menu stays open (Escape) goes back to the submenu's button.
 */
function useSubmenuFocusReturn(headerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = headerRef.current;
    const onBeforeToggle = (event: Event) => {
      const popover = event.target;
      if (closingAll || !(event instanceof ToggleEvent) || event.newState !== 'closed') return;
      if (!(popover instanceof HTMLElement) || !popover.contains(document.activeElement)) return;
      if (!popover.parentElement?.closest(':popover-open')) return;
      header?.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)?.focus();
    };
    header?.addEventListener('beforetoggle', onBeforeToggle, true);
    return () => header?.removeEventListener('beforetoggle', onBeforeToggle, true);
  }, [headerRef]);
}

/**
 * The site header (spec §2 and §4): logo, the main menu with its submenus, and the search.
 *
 * The menus are the browser's popovers and work the same before hydration and after it (decision 012): buttons open
 * them, Escape and a click outside close them, only one submenu is open at a time, and above the breakpoint (1225 px)
 * CSS opens a dropdown on hover. The hydrated header adds what the browser cannot know: a link followed within the
 * page (before hydration every link loads a new page) and the window widening past the breakpoint close them.
 */
export function Header({ menu }: { menu: readonly NavEntry[] }) {
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog (and its focus return) in place.
  const [searchUsed, setSearchUsed] = useState(false);
  const [hoverPaused, setHoverPaused] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  useClosingOnWidening(headerRef);
  useSubmenuFocusReturn(headerRef);

  const openSearch = () => {
    closeMenus(headerRef.current);
    setSearchUsed(true);
    setSearchOpen(true);
  };
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const resumeHover = useCallback(() => setHoverPaused(false), []);

  // Any link in the header closes the menu and the submenu (the page changes, or it is the same page again).
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element && event.target.closest('a'))) return;
    closeMenus(headerRef.current);
    setHoverPaused(true);
  };

  return (
    <Bar ref={headerRef} onClick={handleClick}>
      <Inner>
        <LogoSlot>
          <Logo />
        </LogoSlot>
        <MainMenu menu={menu} hoverPaused={hoverPaused} onPointerLeave={resumeHover} />
        <SearchButton
          type="button"
          aria-label="Avaa haku"
          aria-haspopup="dialog"
          onClick={openSearch}
          // Pointing at or focusing the button starts loading the dialog's code before the click.
          onPointerEnter={() => setSearchUsed(true)}
          onFocus={() => setSearchUsed(true)}
        >
          <SearchIcon />
        </SearchButton>
      </Inner>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={closeSearch} />
        </Suspense>
      )}
    </Bar>
  );
}
