import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '~/components/Header';
import { navigationData } from '~/data/navigation.server';
import { renderWithRouter } from '~/test/render';
import { setViewportWidth } from '~/test/viewport';
import { headerMenus } from './header-menus';

// The rules the header's script adds to the browser's popovers, on the header's own markup. jsdom has no popovers:
// `hidePopover` is recorded here, and the browser's part is tested in a browser (e2e/header-rules.*.spec.ts), before
// hydration and after it.
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

/** The header as the page has it, with its script's rules wired. */
function renderHeader() {
  renderWithRouter(<Header menu={menu} />);
  headerMenus(screen.getByRole('banner'));
}

describe('headerMenus', () => {
  it('a link click closes the menu and the submenus, and pauses hover until the pointer leaves an entry', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderHeader();
    const nav = targetOf(menuButton());
    const list = targetOf(arrow('Liikunta'));
    await user.click(within(list).getByRole('link', { name: 'Palautuminen', hidden: true }));
    expect(screen.getByRole('status', { name: 'Sijainti' })).toHaveTextContent('/palautuminen');
    expect(hidden).toEqual(expect.arrayContaining([nav, list, targetOf(arrow('Uni ja palautuminen'))]));
    expect(nav).toHaveAttribute('data-hover', 'paused');
    // Leaving a link inside an entry is not leaving the entry.
    fireEvent.pointerLeave(within(list).getByRole('link', { name: 'Palautuminen', hidden: true }));
    expect(nav).toHaveAttribute('data-hover', 'paused');
    fireEvent.pointerLeave(list.closest('li')!);
    expect(nav).not.toHaveAttribute('data-hover');
  });

  it('a click in the header that is not on a link closes nothing', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    expect(hidden).toEqual([]);
    expect(targetOf(menuButton())).not.toHaveAttribute('data-hover');
  });

  it('widening past 1225 px closes the menu and the submenus; 1225 px itself does not', () => {
    setViewportWidth(1224);
    renderHeader();
    setViewportWidth(1225);
    expect(hidden).toEqual([]);
    setViewportWidth(1226);
    expect(hidden).toEqual(expect.arrayContaining([targetOf(menuButton()), targetOf(arrow('Uni ja palautuminen'))]));
    hidden = [];
    setViewportWidth(1224);
    expect(hidden).toEqual([]);
  });
});
