import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, tabForKey } from './Tabs.tsx';

describe('tabForKey', () => {
  it.each([
    ['ArrowRight', 0, 'ltr', 1],
    ['ArrowRight', 2, 'ltr', 0],
    ['ArrowLeft', 0, 'ltr', 2],
    ['ArrowLeft', 2, 'ltr', 1],
    ['ArrowRight', 0, 'rtl', 2],
    ['ArrowLeft', 2, 'rtl', 0],
    ['Home', 2, 'ltr', 0],
    ['End', 0, 'ltr', 2],
    ['ArrowDown', 1, 'ltr', undefined],
    ['Enter', 1, 'ltr', undefined],
  ] as const)('%s from tab %i (%s) leads to %s', (key, from, direction, expected) => {
    expect(tabForKey(key, from, 3, direction)).toBe(expected);
  });
});

type Fruit = 'apple' | 'pear' | 'plum';

function Fruits({
  onChange = () => undefined,
  onListFocus,
}: {
  onChange?: (fruit: Fruit) => void;
  onListFocus?: () => void;
}) {
  const [fruit, setFruit] = useState<Fruit>('apple');
  return (
    <Tabs
      value={fruit}
      onListFocus={onListFocus}
      onChange={(next) => {
        onChange(next);
        setFruit(next);
      }}
      tabs={[
        { value: 'apple', label: 'Apple' },
        { value: 'pear', label: 'Pear' },
        { value: 'plum', label: 'Plum' },
      ]}
    >
      <p>About {fruit}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the chosen tab and its panel alone, labelled by its tab', () => {
    render(<Fruits />);
    const apple = screen.getByRole('tab', { name: 'Apple' });
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Apple' });
    expect(panel).toHaveTextContent('About apple');
    expect(apple).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Pear' })).not.toHaveAttribute('aria-controls');
  });

  it('takes one stop in the tab order, on the shown tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Fruits />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves the focus with the arrow keys and shows the tab it reaches', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(screen.getByRole('tab', { name: 'Apple' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About pear');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('About apple');
  });

  it('shows a tab on click, and asks nothing for the one already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Fruits onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Apple' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(onChange).toHaveBeenCalledWith('plum');
    expect(screen.getByRole('tabpanel', { name: 'Plum' })).toHaveTextContent('About plum');
  });

  it('hears the focus coming into the tab list, before an arrow key shows the next tab', async () => {
    const user = userEvent.setup();
    const onListFocus = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Fruits onListFocus={onListFocus} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(onListFocus).not.toHaveBeenCalled();
    await user.tab();
    expect(onListFocus).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Pear' })).toHaveTextContent('About pear');
  });
});
