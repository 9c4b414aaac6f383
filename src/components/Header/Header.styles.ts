import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { hoverPausedSelector } from '~/lib/header-menus';
import { media, theme } from '~/styles/theme';

// The menu and its submenus are popovers (docs/decisions/012-header-on-the-platform.md): the browser opens them from
// their buttons and closes them on Escape and on a click outside, before hydration as after it. An open popover is
// drawn in the top layer, so the styles below place it with CSS anchor positioning where the header's layout had it.

/** Anchor names: the header bar, the search button and (scoped to each) a menu entry. */
const anchors = {
  header: '--site-header',
  search: '--header-search',
  entry: '--menu-entry',
  entryLink: '--menu-entry-link',
};

/** The height of a submenu link in the mobile menu: one line each, so that a submenu's height follows from its links. */
const mobileSubLinkHeight = 44;

/** What the browser's own popover styles set (fixed, centred, bordered, `Canvas` colours), undone for the header. */
const popoverReset = `
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  padding: 0;
  overflow: visible;
  color: inherit;
  background: transparent;
`;

export const Bar = styled.header`
  position: relative;
  z-index: 10;
  anchor-name: ${anchors.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Inner = styled(Container)`
  display: grid;
  align-items: center;
  grid-template-columns: auto 1fr auto;
  grid-template-rows: ${theme.headerHeight.desktop};
  grid-template-areas: 'logo nav search';
  column-gap: ${theme.space.md};

  ${media.mobileMenu} {
    grid-template-columns: 1fr auto auto;
    grid-template-rows: ${theme.headerHeight.mobile};
    grid-template-areas: 'logo search menu';
    column-gap: ${theme.space.xs};
  }
`;

export const LogoSlot = styled.div`
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

export const SearchButton = styled(IconButton)`
  grid-area: search;
  anchor-name: ${anchors.search};
`;

/** The hamburger, right before the menu it opens: its icon follows the menu's state. */
export const MenuButton = styled(IconButton)`
  grid-area: menu;
  border-color: ${theme.colors.border};

  &:not(:has(+ :popover-open)) [data-icon='close'],
  &:has(+ :popover-open) [data-icon='open'] {
    display: none;
  }

  ${media.desktopMenu} {
    display: none;
  }
`;

/** The main menu: a bar above the breakpoint, the hamburger's popover at it and below. */
export const Nav = styled.nav`
  ${popoverReset}
  display: block;
  position: static;
  grid-area: nav;
  justify-self: end;
  align-self: stretch;

  ${media.desktopMenu} {
    /* A menu opened at a narrow width stays open when the window widens until the hydrated header closes it (the
       press that opened it started hydration): meanwhile it is drawn as the bar, in the bar's place. */
    &:popover-open {
      position: absolute;
      position-anchor: ${anchors.search};
      top: anchor(${anchors.header} top);
      right: anchor(left);
      height: ${theme.headerHeight.desktop};
      margin-right: ${theme.space.md};
    }
  }

  ${media.mobileMenu} {
    &:not(:popover-open) {
      display: none;
    }

    position: absolute;
    position-anchor: ${anchors.header};
    top: anchor(bottom);
    left: 0;
    right: 0;
    justify-self: stretch;
    padding: ${`${theme.space.xs} ${theme.space.lg} ${theme.space.md}`};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.menu};

    @media (max-width: 600px) {
      padding-inline: ${theme.space.md};
    }
  }
`;

export const MenuList = styled.ul`
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

export const MenuItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  anchor-name: ${anchors.entry};
  anchor-scope: ${anchors.entry}, ${anchors.entryLink};

  ${media.mobileMenu} {
    display: grid;
    grid-template-columns: 1fr 44px;
    align-items: center;
    border-bottom: 1px solid ${theme.colors.border};

    /* An open submenu is drawn in the top layer, over the entry's lower part: the entry makes room for it, as many
       links high as its data-links says. */
    &:has(> :popover-open) {
      padding-bottom: calc(attr(data-links px, 0px) * ${mobileSubLinkHeight} + ${theme.space.sm});
    }
  }
`;

/**
 * An entry under the pointer, above the breakpoint: its dropdown opens, unless another is open from its button or the
 * reader has just followed a link of the menu (`data-hover="paused"` until the pointer leaves an entry).
 */
const hoveredEntry = `${Nav}:not(${hoverPausedSelector}, :has(:popover-open)) ${MenuItem}:hover`;

export const TopLink = styled(NavLink)`
  anchor-name: ${anchors.entryLink};
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

/** A hub's disclosure button, right before the submenu it opens: its chevron turns while the submenu is shown. */
export const SubmenuToggle = styled.button`
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

  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }

  &:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }

  ${media.desktopMenu} {
    ${hoveredEntry} > & svg {
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

export const Submenu = styled.ul`
  ${popoverReset}
  list-style: none;
  padding: ${theme.space.xs};
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 17rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.menu};

  &:not(:popover-open) {
    display: none;
  }

  /* Opened from its button it is in the top layer, placed under its entry as it is when hover shows it. */
  &:popover-open {
    position-anchor: ${anchors.entry};
    top: anchor(bottom);
    left: anchor(left);
  }

  ${media.desktopMenu} {
    ${hoveredEntry} > & {
      display: block;
    }

    /* The mobile menu's submenu, in a window widened before hydration (see Nav). */
    ${Nav}:popover-open &:popover-open {
      display: none;
    }
  }

  ${media.mobileMenu} {
    &:popover-open {
      top: anchor(${anchors.entryLink} bottom);
      right: anchor(right);
    }

    min-width: 0;
    padding: ${`0 0 0 ${theme.space.md}`};
    border: none;
    border-left: 3px solid ${theme.colors.primarySoft};
    border-radius: 0;
    box-shadow: none;
  }
`;

export const SubLink = styled(NavLink)`
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
    height: ${mobileSubLinkHeight}px;
    display: flex;
    align-items: center;

    /* One line, however long the title (see mobileSubLinkHeight). */
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
