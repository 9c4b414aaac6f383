import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { NavLink } from 'react-router';
import searchDialogSrc from 'virtual:search-dialog';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { Logo } from '~/components/Logo';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { NavEntry } from '~/config/navigation';
import { desktopMenuQuery, media, theme } from '~/styles/theme';

/**
 * The search dialog loads on first use: most readers never open it, so its code stays out of the first load. Its
 * address comes from the build (scripts/vite-plugin-lazy-search-dialog.ts), so that this import needs no preload helper.
 */
const SearchDialog = lazy(() =>
  (import(/* @vite-ignore */ searchDialogSrc) as Promise<typeof import('~/components/SearchDialog')>).then(
    (module) => ({ default: module.SearchDialog }),
  ),
);

const isDesktopWidth = () => window.matchMedia(desktopMenuQuery).matches;

const Bar = styled.header`
  position: relative;
  z-index: 10;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  display: grid;
  align-items: center;
  grid-template-columns: auto 1fr auto;
  grid-template-rows: ${theme.headerHeight.desktop};
  grid-template-areas: 'logo nav search';
  column-gap: ${theme.space.md};

  ${media.mobileMenu} {
    grid-template-columns: 1fr auto auto;
    grid-template-rows: ${theme.headerHeight.mobile} auto;
    grid-template-areas:
      'logo search menu'
      'nav nav nav';
    column-gap: ${theme.space.xs};
  }
`;

const LogoSlot = styled.div`
  grid-area: logo;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primarySoft};
  }
`;

const SearchButton = styled(IconButton)`
  grid-area: search;
`;

const MenuButton = styled(IconButton)`
  grid-area: menu;
  border-color: ${theme.colors.border};

  /* The icon follows the button's state, which the bootstrap may set before hydration. */
  &[aria-expanded='false'] [data-icon='close'],
  &[aria-expanded='true'] [data-icon='open'] {
    display: none;
  }

  ${media.desktopMenu} {
    display: none;
  }
`;

const Nav = styled.nav`
  grid-area: nav;
  justify-self: end;
  align-self: stretch;

  ${media.mobileMenu} {
    justify-self: stretch;
    border-top: 1px solid ${theme.colors.border};
    margin: 0 -${theme.space.lg};
    padding: ${`${theme.space.xs} ${theme.space.lg} ${theme.space.md}`};

    &[data-open='false'] {
      display: none;
    }
  }
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  height: 100%;
  gap: 2px;

  ${media.mobileMenu} {
    flex-direction: column;
    gap: 0;
  }
`;

const MenuItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;

  ${media.mobileMenu} {
    display: grid;
    grid-template-columns: 1fr 44px;
    align-items: center;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const TopLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 6px;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${theme.radii.sm};

  &:hover,
  &[aria-current='page'] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }

  ${media.mobileMenu} {
    min-height: 48px;
    font-size: ${theme.fontSizes.md};
  }
`;

const SubmenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 32px;
  margin-left: -4px;
  padding: 0;
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;

  svg {
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  &:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }

  /* Before hydration the dropdown under the pointer or the keyboard focus is open (see Submenu). */
  ${media.desktopMenu} {
    html:not([data-hydrated]) ${MenuItem}:is(:hover, :focus-within) > & svg {
      transform: rotate(180deg);
    }
  }

  ${media.mobileMenu} {
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
  }
`;

const Submenu = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.xs};
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 17rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};

  &[hidden] {
    display: none;
  }

  /* Until the page is hydrated, and without JavaScript, CSS opens a hub's dropdown on hover and on keyboard focus; the
     hydrated header takes over from what is open then (Header). */
  ${media.desktopMenu} {
    html:not([data-hydrated]) ${MenuItem}:is(:hover, :focus-within) > &[hidden] {
      display: block;
    }
  }

  ${media.mobileMenu} {
    position: static;
    grid-column: 1 / -1;
    min-width: 0;
    margin: 0 0 ${theme.space.sm};
    padding: 0 0 0 ${theme.space.md};
    border: none;
    border-left: 3px solid ${theme.colors.primarySoft};
    border-radius: 0;
    box-shadow: none;
  }
`;

const SubLink = styled(NavLink)`
  display: block;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryStrong};
  }

  ${media.mobileMenu} {
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

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

/** The id of a submenu's list, for the disclosure button's aria-controls. */
const submenuId = (entry: NavEntry) => `alavalikko-${entry.key}`;
const menuId = 'paavalikko';

/**
 * The site header (spec §2 and §4): logo, the main menu with its submenus, and the search.
 *
 * Above the menu breakpoint (1225 px) hovering an entry opens its dropdown and leaving closes it; a disclosure button
 * beside each entry does the same for keyboard and touch. At the breakpoint and below, a hamburger button opens the
 * menu and the same buttons toggle one submenu at a time. Any link click, Escape, a click outside, and crossing the
 * breakpoint close what is open. The entries come from the root route's loader (`menu`).
 */
export function Header({ menu }: { menu: readonly NavEntry[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog (and its focus return) in place.
  const [searchUsed, setSearchUsed] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRefs = useRef(new Map<string, HTMLButtonElement>());

  const closeMenus = useCallback(() => {
    setMenuOpen(false);
    setOpenKey(null);
  }, []);

  // The reader may have used the header before hydration: the bootstrap opens the menu and the submenus in place
  // (`data-disclosure`, src/lib/deferred-hydration.ts), and above the breakpoint CSS opens the dropdown under the
  // pointer or the keyboard focus. The hydrated header starts from what is open, before the browser paints again, so
  // taking over changes nothing the reader sees.
  useLayoutEffect(() => {
    if (menuButtonRef.current?.getAttribute('aria-expanded') === 'true') setMenuOpen(true);
    const toggles = [...toggleRefs.current];
    const opened =
      toggles.find(([, button]) => button.getAttribute('aria-expanded') === 'true') ??
      (isDesktopWidth()
        ? toggles.find(([, button]) => button.parentElement?.matches(':hover, :focus-within'))
        : undefined);
    if (opened) setOpenKey(opened[0]);
  }, []);

  useEffect(() => {
    const desktop = window.matchMedia(desktopMenuQuery);
    const onOutsideClick = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      closeMenus();
    };
    desktop.addEventListener('change', closeMenus);
    document.addEventListener('click', onOutsideClick);
    return () => {
      desktop.removeEventListener('change', closeMenus);
      document.removeEventListener('click', onOutsideClick);
    };
  }, [closeMenus]);

  const toggleMenu = () => {
    if (menuOpen) closeMenus();
    else setMenuOpen(true);
  };

  const openSearch = () => {
    closeMenus();
    setSearchUsed(true);
    setSearchOpen(true);
  };

  const closeSearch = useCallback(() => setSearchOpen(false), []);

  // Any link in the header closes the menu and the submenu (the page changes, or it is the same page again).
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeMenus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openKey !== null) {
      const button = toggleRefs.current.get(openKey);
      setOpenKey(null);
      button?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  // Hover opens a dropdown only above the breakpoint and only while the mobile menu is closed (spec §4).
  const hoverOpen = (key: string) => {
    if (!menuOpen && isDesktopWidth()) setOpenKey(key);
  };
  const hoverClose = () => {
    if (!menuOpen && isDesktopWidth()) setOpenKey(null);
  };

  // On desktop a dropdown closes when keyboard focus moves out of its entry.
  const handleBlur = (key: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!isDesktopWidth() || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpenKey((current) => (current === key ? null : current));
  };

  return (
    <Bar ref={headerRef} onClick={handleClick} onKeyDown={handleKeyDown}>
      <Inner>
        <LogoSlot>
          <Logo />
        </LogoSlot>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-disclosure="menu"
          onClick={toggleMenu}
        >
          <MenuIcon />
          <VisuallyHidden>Valikko</VisuallyHidden>
        </MenuButton>
        <Nav id={menuId} aria-label="Päävalikko" data-open={menuOpen}>
          <MenuList>
            {menu.map((entry) => {
              const hasSubmenu = entry.children.length > 0;
              const expanded = openKey === entry.key;
              return (
                <MenuItem
                  key={entry.key}
                  onMouseEnter={hasSubmenu ? () => hoverOpen(entry.key) : undefined}
                  onMouseLeave={hasSubmenu ? hoverClose : undefined}
                  onBlur={hasSubmenu ? handleBlur(entry.key) : undefined}
                >
                  <TopLink to={entry.link.path}>{entry.link.label}</TopLink>
                  {hasSubmenu && (
                    <>
                      <SubmenuToggle
                        ref={(element) => {
                          if (element) toggleRefs.current.set(entry.key, element);
                          else toggleRefs.current.delete(entry.key);
                        }}
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={submenuId(entry)}
                        data-disclosure="submenu"
                        onClick={() => setOpenKey(expanded ? null : entry.key)}
                      >
                        <Chevron />
                        <VisuallyHidden>{`Alavalikko: ${entry.link.label}`}</VisuallyHidden>
                      </SubmenuToggle>
                      <Submenu id={submenuId(entry)} hidden={!expanded}>
                        {entry.children.map((child) => (
                          <li key={child.path}>
                            <SubLink to={child.path}>{child.label}</SubLink>
                          </li>
                        ))}
                      </Submenu>
                    </>
                  )}
                </MenuItem>
              );
            })}
          </MenuList>
        </Nav>
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
