import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPreferences, resetPreferencesForTests } from './preferences.ts';
import { TableSettings } from './table-settings.tsx';

describe("the header's table settings", () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A stand-in Notification whose permission request answers `answer`. */
  function mockNotifications(permission: NotificationPermission, answer: NotificationPermission) {
    const Fake = Object.assign(vi.fn(), {
      permission,
      requestPermission: vi.fn(() => {
        Fake.permission = answer;
        return Promise.resolve(answer);
      }),
    });
    vi.stubGlobal('Notification', Fake);
    return Fake;
  }

  it('the sound switch turns the sound off and on again', () => {
    render(<TableSettings />);
    const sound = screen.getByRole('button', { name: /Звук/ });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(sound);
    expect(getPreferences().sound).toBe(false);
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sound);
    expect(getPreferences().sound).toBe(true);
  });

  it('the notification switch asks the browser on the click, and is on once permitted', async () => {
    const fake = mockNotifications('default', 'granted');
    render(<TableSettings />);
    const notify = screen.getByRole('button', { name: 'Уведомлять, когда вкладка скрыта' });
    expect(notify.getAttribute('aria-pressed')).toBe('false');
    expect(fake.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(notify);
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(notify.getAttribute('aria-pressed')).toBe('true'));
    expect(getPreferences().notify).toBe(true);
    fireEvent.click(notify);
    expect(getPreferences().notify).toBe(false);
    expect(notify.getAttribute('aria-pressed')).toBe('false');
  });

  it('stays off and says why when the browser refuses; disabled where there are no notifications', async () => {
    mockNotifications('default', 'denied');
    const { unmount } = render(<TableSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Уведомлять, когда вкладка скрыта' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/запрещены/);
    expect(getPreferences().notify).toBe(false);
    unmount();
    vi.stubGlobal('Notification', undefined);
    render(<TableSettings />);
    expect(
      (screen.getByRole('button', { name: 'Уведомлять, когда вкладка скрыта' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
