import { render, screen, userEvent } from '../test-utils';
import { Menu } from './menu';

function renderMenu() {
  const chosen: string[] = [];
  const actions = ['History', 'Statements', 'Request a card'].map((label) => ({
    id: label,
    label,
    onSelect: () => chosen.push(label),
  }));
  render(
    <>
      <Menu label="Actions for EUR account" actions={actions} />
      <button type="button">After</button>
    </>,
  );
  return { chosen, button: screen.getByRole('button', { name: 'Actions for EUR account' }) };
}

describe('Menu', () => {
  it('closed / a button that says it opens a menu, no list', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Enter / opens with the focus on the first item; arrows move and wrap; Home and End jump', async () => {
    const { button } = renderMenu();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions for EUR account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Statements' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Request a card' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Request a card' })).toHaveFocus();
  });

  it('Arrow Up on the button / opens on the last item', async () => {
    const { button } = renderMenu();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Request a card' })).toHaveFocus();
  });

  it('Escape / closes and gives the focus back to the button, choosing nothing', async () => {
    const { button, chosen } = renderMenu();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chosen).toEqual([]);
  });

  it('Enter on an item / runs it once, closes, focus back on the button', async () => {
    const { button, chosen } = renderMenu();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Statements']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Tab / closes and moves on; a click outside closes', async () => {
    const { button } = renderMenu();
    const user = userEvent.setup();
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
