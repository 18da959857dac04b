import { DEFAULT_NOTIFY_SETTINGS, type NotifySettingsView } from '@birzha/protocol';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNA, GUEST, fakeServer, renderPage, stubSocket } from '../accounts/fake-server.test-helper.tsx';
import i18n from '../i18n/index.ts';
import { NotifyTroubleBanner, notifySettingsChanged } from './notify-trouble.tsx';

beforeEach(stubSocket);
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

const view = (trouble: NotifySettingsView['trouble']): NotifySettingsView => ({
  settings: DEFAULT_NOTIFY_SETTINGS,
  webhookSecret: null,
  pushDevices: [],
  vapidPublicKey: null,
  trouble,
});
const AT = Date.UTC(2026, 11, 3, 20);

function open(me = ANNA, trouble: NotifySettingsView['trouble'] = []) {
  const server = fakeServer({ me });
  server.on('GET /api/account/notifications', () => server.ok(view(trouble)));
  renderPage('/', <NotifyTroubleBanner />);
  return server;
}

describe('the notice of notifications switched off', () => {
  it('names the channels the server switched off and links to the settings', async () => {
    open(ANNA, [
      { channel: 'email', at: AT, reason: 'bounced' },
      { channel: 'webhook', at: AT, reason: 'HTTP 500' },
    ]);
    const notice = await screen.findByTestId('notify-trouble');
    expect(notice.textContent).toBe(
      'Мы отключили уведомления (письма, вебхук), потому что их не удавалось доставить. Исправить в настройках',
    );
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/account#notifications');
    await act(() => i18n.changeLanguage('en'));
    expect(notice.textContent).toBe(
      'We switched off your notifications (e-mail, webhook) because they kept failing. Fix in settings',
    );
  });

  it('shows nothing without trouble, and goes when the settings page saves them fixed', async () => {
    const server = open(ANNA, [{ channel: 'push', at: AT, reason: 'HTTP 403' }]);
    await screen.findByTestId('notify-trouble');
    act(() => notifySettingsChanged(view([])));
    expect(screen.queryByTestId('notify-trouble')).toBeNull();
    expect(server.callsTo('GET /api/account/notifications')).toHaveLength(1);
  });

  it('reads the settings again when the person comes back to the tab', async () => {
    let trouble: NotifySettingsView['trouble'] = [];
    const server = fakeServer({ me: ANNA });
    server.on('GET /api/account/notifications', () => server.ok(view(trouble)));
    renderPage('/', <NotifyTroubleBanner />);
    await vi.waitFor(() => expect(server.callsTo('GET /api/account/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('notify-trouble')).toBeNull();
    trouble = [{ channel: 'webhook', at: AT, reason: 'HTTP 410' }];
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect((await screen.findByTestId('notify-trouble')).textContent).toMatch(/\(вебхук\)/);
  });

  it('asks nothing for a guest and shows nothing', async () => {
    const server = open(GUEST);
    await screen.findByTestId('my-name');
    expect(server.callsTo('GET /api/account/notifications')).toEqual([]);
    expect(screen.queryByTestId('notify-trouble')).toBeNull();
  });
});
