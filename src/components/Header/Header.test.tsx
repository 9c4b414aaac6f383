import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { setViewportWidth } from '~/test/viewport';
import { navigationData } from '~/data/navigation.server';
import { Header } from './Header';

const menu = navigationData().header;

const menuButton = () => screen.getByRole('button', { name: 'Valikko' });
const arrow = (label: string) => screen.getByRole('button', { name: `Alavalikko: ${label}` });
const submenuOf = (label: string) => document.getElementById(arrow(label).getAttribute('aria-controls')!)!;

describe('Header at 1225 px and below', () => {
  it('the hamburger toggles the menu and an arrow toggles one submenu at a time', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await user.click(arrow('Liikunta'));
    expect(arrow('Liikunta')).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf('Liikunta')).not.toHaveAttribute('hidden');
    await user.click(arrow('Kauneus'));
    expect(submenuOf('Liikunta')).toHaveAttribute('hidden');
    expect(submenuOf('Kauneus')).not.toHaveAttribute('hidden');
  });

  it('a link click closes the menu and the submenu and navigates', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(menuButton());
    await user.click(arrow('Liikunta'));
    await user.click(within(submenuOf('Liikunta')).getByRole('link', { name: 'Palautuminen' }));
    expect(screen.getByRole('status', { name: 'Sijainti' })).toHaveTextContent('/palautuminen');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(arrow('Liikunta')).toHaveAttribute('aria-expanded', 'false');
  });

  it('widening past 1225 px closes the menu and the submenu; 1225 px itself does not', async () => {
    setViewportWidth(1224);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(menuButton());
    await user.click(arrow('Uni ja palautuminen'));
    act(() => setViewportWidth(1225));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => setViewportWidth(1226));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(arrow('Uni ja palautuminen')).toHaveAttribute('aria-expanded', 'false');
  });

  it('hover does not open a submenu', async () => {
    setViewportWidth(1000);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(menuButton());
    await user.hover(screen.getByRole('link', { name: 'Kauneus' }));
    expect(arrow('Kauneus')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the submenu, then the menu, returning focus each time', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(menuButton());
    await user.click(arrow('Lisäravinteet'));
    await user.keyboard('{Escape}');
    expect(arrow('Lisäravinteet')).toHaveAttribute('aria-expanded', 'false');
    expect(arrow('Lisäravinteet')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('a click outside closes the menu and the submenu', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(menuButton());
    await user.click(arrow('Kauneus'));
    await user.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(arrow('Kauneus')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header above 1225 px', () => {
  it('hover opens a dropdown and leaving closes it', async () => {
    setViewportWidth(1226);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.hover(screen.getByRole('link', { name: 'Terveysteknologia' }));
    expect(arrow('Terveysteknologia')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(screen.getByRole('link', { name: 'Terveysteknologia' }));
    expect(arrow('Terveysteknologia')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening the search closes an open dropdown', async () => {
    setViewportWidth(1440);
    const user = userEvent.setup();
    renderWithRouter(<Header menu={menu} />);
    await user.click(arrow('Liikunta'));
    await user.click(screen.getByRole('button', { name: 'Avaa haku' }));
    expect(arrow('Liikunta')).toHaveAttribute('aria-expanded', 'false');
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Hae sivustolta' }, { timeout: 5000 })).toHaveAttribute('open');
  });
});
