import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '~/test/render';
import { SearchDialog } from './SearchDialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Avaa haku
      </button>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const setup = async () => {
  const user = userEvent.setup();
  renderWithRouter(<Harness />, '/tietoa');
  await user.click(screen.getByRole('button', { name: 'Avaa haku' }));
  return user;
};
// A closed dialog's name comes from hidden content, so it is found by role alone.
const dialog = () => screen.getByRole('dialog', { hidden: true });
const box = () => screen.getByRole('combobox', { name: 'Hakusana', hidden: true });
const location = () => screen.getByRole('status', { name: 'Sijainti' });

describe('SearchDialog', () => {
  it('opens with the box focused and the placeholder "Hae..."', async () => {
    await setup();
    expect(dialog()).toHaveAttribute('open');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('placeholder', 'Hae...');
  });

  it.each([
    ['  melatoniini  ', '/haku?q=melatoniini'],
    ['magnesium & sinkki', '/haku?q=magnesium%20%26%20sinkki'],
  ])('submits %j to %s, then closes and clears', async (typed, href) => {
    const user = await setup();
    await user.type(box(), `${typed}{Enter}`);
    expect(location()).toHaveTextContent(href);
    expect(dialog()).not.toHaveAttribute('open');
    expect(box()).toHaveValue('');
  });

  it.each(['', '   '])('does not submit blank text %j', async (typed) => {
    const user = await setup();
    if (typed) await user.type(box(), typed);
    await user.click(screen.getByRole('button', { name: 'Hae', hidden: true }));
    expect(location()).toHaveTextContent('/tietoa');
    expect(dialog()).toHaveAttribute('open');
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Sulje haku', hidden: true })),
    ],
    ['a click on the backdrop', (user: ReturnType<typeof userEvent.setup>) => user.click(dialog())],
  ])('%s closes and clears it', async (_how, act) => {
    const user = await setup();
    await user.type(box(), 'uni');
    await act(user);
    expect(dialog()).not.toHaveAttribute('open');
    expect(box()).toHaveValue('');
  });
});
