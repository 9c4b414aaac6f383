import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { setViewportWidth } from '~/test/viewport';
import { navigationData } from '~/data/navigation.server';
import { Header } from './Header';

// The menus are the browser's popovers: opening and closing them by button, Escape and outside click is the browser's
// and is tested in a browser (e2e/header-rules.*.spec.ts). jsdom has no popovers, so these tests check the markup
// that hands the menus to the browser, and the search; the header's script has tests of its own
// (src/lib/header-menus.test.tsx).
const menu = navigationData().header;

const menuButton = () => screen.getByRole('button', { name: 'Valikko' });
const arrow = (label: string) => screen.getByRole('button', { name: `Alavalikko: ${label}`, hidden: true });
const targetOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget')!)!;

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

describe('Header search and script', () => {
  it('the search button opens the dialog', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Avaa haku' }));
    // The dialog's code loads on first use. A modal dialog closes the open menus itself (HTML's showModal closes every
    // popover), which e2e/header.*.spec.ts checks in a browser.
    expect(await screen.findByRole('dialog', { name: 'Hae sivustolta' }, { timeout: 5000 })).toHaveAttribute('open');
  });

  it("keeps a classic script right after the header, which the prerendered page fills with the header's script", () => {
    renderWithRouter(<Header menu={menu} />);
    const script = screen.getByRole('banner').nextElementSibling;
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.getAttribute('type')).toBeNull();
    expect(script?.getAttribute('src')).toBeNull();
  });
});
