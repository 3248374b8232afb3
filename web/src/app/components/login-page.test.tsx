// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

// The iOS card's QR code is a module the Vite build makes; it plays no part in signing in.
vi.mock('../../features/auth/components/ios-app-card.tsx', () => ({ IosAppCard: () => null }));

const login = vi.hoisted(() => vi.fn());
vi.mock('../../features/auth/api/login.ts', () => ({
  useLogin: () => ({ isPending: false, mutateAsync: login }),
}));

beforeEach(() => {
  localStorage.clear();
  login.mockReset();
});
afterEach(cleanup);

const NoPasswordChange = () => null;

describe('LoginPage (drawn with or without the router)', () => {
  it('signs in, stores the session and goes to the role home in place of the login page', async () => {
    login.mockResolvedValue({
      access_token: 'T1',
      user: { _id: 'U1', email: 'pm@x.example', roles: 'pm', name: 'Pat' },
    });
    const go = vi.fn();
    render(<LoginPage go={go} ChangePasswordForm={NoPasswordChange} />);
    fireEvent.input(screen.getByLabelText('User Name'), { target: { value: 'pm@x.example' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('/app_home', { replace: true }));
    expect(login).toHaveBeenCalledWith({ email: 'pm@x.example', password: 'secret' });
    expect(localStorage.getItem('token')).toBe('T1');
    expect(localStorage.getItem('userRole')).toBe('pm');
  });

  it('R-login: once signed in, Login stays busy until the next page shows, and a second submit signs in no second time', async () => {
    login.mockResolvedValue({
      access_token: 'T1',
      user: { _id: 'U1', email: 'pm@x.example', roles: 'pm', name: 'Pat' },
    });
    const go = vi.fn(); // the next page is still loading: the sign-in page stays
    render(<LoginPage go={go} ChangePasswordForm={NoPasswordChange} />);
    fireEvent.input(screen.getByLabelText('User Name'), { target: { value: 'pm@x.example' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(login).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('opens the privacy policy itself on a plain click, and leaves a modified click to the browser', () => {
    const go = vi.fn();
    render(<LoginPage go={go} ChangePasswordForm={NoPasswordChange} />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link.getAttribute('href')).toBe('/privacy');

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(go).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(go).toHaveBeenCalledWith('/privacy', { replace: false });
  });
});
