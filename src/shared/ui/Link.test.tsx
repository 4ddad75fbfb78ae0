import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isCurrent, Link, NavLink } from './Link.tsx';

describe('isCurrent', () => {
  it.each([
    ['/subscription', '/subscription', true],
    ['/subscription/', '/subscription', true],
    ['/products/transfer', '/products', true],
    ['/Products', '/products', true],
    ['/productsx', '/products', false],
    ['/profile', '/products', false],
    ['/profile', '/', false],
    ['/', '/', true],
    ['/products/rtos', '/products/', true],
  ])('%s is at or below %s: %s', (pathname, target, current) => {
    expect(isCurrent(pathname, target)).toBe(current);
  });
});

function Where() {
  const { pathname, state } = useLocation();
  return <output>{`${pathname} ${JSON.stringify(state ?? null)}`}</output>;
}

function App({ onClick }: { onClick?: (event: React.MouseEvent) => void }) {
  return (
    <MemoryRouter initialEntries={['/profile']}>
      <nav>
        <NavLink to="/products">Products</NavLink>
        <NavLink to="/profile">Profile</NavLink>
        <Link to="/products/transfer" state={{ from: 'card' }} onClick={onClick}>
          Transfer
        </Link>
      </nav>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('Link and NavLink', () => {
  it('link to the router’s paths and mark the current screen', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/products/transfer',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('navigate in the page on a click, with the state given', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Transfer' }));
    expect(screen.getByRole('status')).toHaveTextContent('/products/transfer {"from":"card"}');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('leave a click with a modifier key to the browser', async () => {
    const user = userEvent.setup();
    render(<App />);
    const clicked = vi.fn((event: MouseEvent) => event.defaultPrevented);
    screen.getByRole('link', { name: 'Transfer' }).addEventListener('click', (event) => {
      clicked(event);
      // jsdom would follow the link: what matters is that the router did not take the click.
      event.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Transfer' }));
    await user.keyboard('{/Control}');
    expect(clicked).toHaveReturnedWith(false);
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });

  it('do not navigate when their own click handler prevents it', async () => {
    const user = userEvent.setup();
    render(<App onClick={(event) => event.preventDefault()} />);
    await user.click(screen.getByRole('link', { name: 'Transfer' }));
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });
});
