import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { setViewportWidth } from '~/test/viewport';
import { navigationData } from '~/data/navigation.server';
import { Header } from './Header';

// The menus are the browser's popovers: opening and closing them by button, Escape and outside click is the browser's
// and is tested in a browser (e2e/header-rules.*.spec.ts). jsdom has no popovers, so these tests check the markup
// that hands the menus to the browser and record the closings the hydrated header adds.
const menu = navigationData().header;

const menuButton = () => screen.getByRole('button', { name: 'Valikko' });
const arrow = (label: string) => screen.getByRole('button', { name: `Alavalikko: ${label}`, hidden: true });
const targetOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget')!)!;

let hidden: Element[] = [];
beforeEach(() => {
  hidden = [];
  HTMLElement.prototype.hidePopover = vi.fn(function (this: HTMLElement) {
    hidden.push(this);
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
});

describe('Header markup', () => {
  it('the hamburger opens the main menu, and each arrow its own submenu, as popovers', () => {
    renderWithRouter(<Header menu={menu} />);
    const nav = targetOf(menuButton());
    expect(nav.tagName).toBe('NAV');
    expect(nav).toHaveAttribute('aria-label', 'Päävalikko');
    expect(nav).toHaveAttribute('popover', 'auto');
    for (const entry of menu.filter((item) => item.children.length > 0)) {
      const list = targetOf(arrow(entry.link.label));
      expect(list).toHaveAttribute('popover', 'auto');
      expect(list).toHaveAttribute('id', arrow(entry.link.label).getAttribute('aria-controls'));
      expect(nav).toContainElement(list);
      const hrefs = within(list)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(entry.children.map((child) => child.path));
    }
  });
});

describe('Header closings added on hydration', () => {
  it('a link click closes the menu and the submenus, navigates, and pauses hover until the pointer leaves', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    const nav = targetOf(menuButton());
    const list = targetOf(arrow('Liikunta'));
    await user.click(within(list).getByRole('link', { name: 'Palautuminen', hidden: true }));
    expect(screen.getByRole('status', { name: 'Sijainti' })).toHaveTextContent('/palautuminen');
    expect(hidden).toContain(nav);
    expect(hidden).toContain(list);
    expect(nav).toHaveAttribute('data-hover', 'paused');
    fireEvent.pointerLeave(list.closest('li')!);
    expect(nav).not.toHaveAttribute('data-hover');
  });

  it('widening past 1225 px closes the menu and the submenus; 1225 px itself does not', () => {
    setViewportWidth(1224);
    renderWithRouter(<Header menu={menu} />);
    act(() => setViewportWidth(1225));
    expect(hidden).toEqual([]);
    act(() => setViewportWidth(1226));
    expect(hidden).toContain(targetOf(menuButton()));
    expect(hidden).toContain(targetOf(arrow('Uni ja palautuminen')));
  });

  it('a menu left open by a window widened before hydration is closed when the header mounts', () => {
    setViewportWidth(1440);
    renderWithRouter(<Header menu={menu} />);
    expect(hidden).toEqual([targetOf(menuButton())]);
  });

  it('opening the search closes the menus and opens the dialog', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    hidden = [];
    await user.click(screen.getByRole('button', { name: 'Avaa haku' }));
    expect(hidden).toContain(targetOf(arrow('Liikunta')));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Hae sivustolta' }, { timeout: 5000 })).toHaveAttribute('open');
  });
});
