import { lazy, Suspense, useCallback, useState } from 'react';
import headerScript from 'virtual:header-island';
import searchDialogSrc from 'virtual:search-dialog';
import { Logo } from '~/components/Logo';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { NavEntry } from '~/config/navigation';
import { menuId } from '~/lib/header-menus';
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

/**
 * One hub or plain entry of the main menu. A hub's button opens its submenu as a popover (a click, Enter or Space;
 * Escape, a click outside and another submenu's opening close it); above the breakpoint CSS also opens it on hover.
 */
function MenuEntry({ entry }: { entry: NavEntry }) {
  if (entry.children.length === 0) {
    return (
      <MenuItem>
        <TopLink to={entry.link.path}>{entry.link.label}</TopLink>
      </MenuItem>
    );
  }
  return (
    <MenuItem data-links={entry.children.length}>
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
function MainMenu({ menu }: { menu: readonly NavEntry[] }) {
  return (
    <>
      <MenuButton type="button" popoverTarget={menuId} aria-controls={menuId}>
        <MenuIcon />
        <VisuallyHidden>Valikko</VisuallyHidden>
      </MenuButton>
      <Nav id={menuId} aria-label="Päävalikko" popover="auto">
        <MenuList>
          {menu.map((entry) => (
            <MenuEntry key={entry.key} entry={entry} />
          ))}
        </MenuList>
      </Nav>
    </>
  );
}

/**
 * The site header (spec §2 and §4): logo, the main menu with its submenus, and the search.
 *
 * The menus are the browser's popovers and work the same before hydration and after it (decision 012): buttons open
 * them, Escape and a click outside close them, only one submenu is open at a time, and above the breakpoint (1225 px)
 * CSS opens a dropdown on hover. What the browser does not do (a followed link or the window widening past the
 * breakpoint closes them; focus goes back from a closed submenu of the mobile menu) is the header's script, written
 * right after it (src/lib/header-menus.ts), which runs before the first paint and which hydration leaves in place.
 */
export function Header({ menu }: { menu: readonly NavEntry[] }) {
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog (and its focus return) in place.
  const [searchUsed, setSearchUsed] = useState(false);

  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };
  const closeSearch = useCallback(() => setSearchOpen(false), []);

  return (
    <>
      <Bar>
        <Inner>
          <LogoSlot>
            <Logo />
          </LogoSlot>
          <MainMenu menu={menu} />
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
      {/* Written into the prerendered page, where it runs; the client's render keeps it as it is and carries no copy. */}
      <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headerScript : '' }} suppressHydrationWarning />
    </>
  );
}
