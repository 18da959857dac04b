import {
  DEFAULT_NOTIFY_SETTINGS,
  NOTIFY_KINDS,
  type NotifySettings,
  type NotifySettingsView,
  type PushSubscriptionBody,
} from '@birzha/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyTroubleBanner } from '../ui/notify-trouble.tsx';
import AccountPage from './account-page.tsx';
import { ANNA, axeProblems, fakeServer, refuse, renderPage, stubSocket } from './fake-server.test-helper.tsx';

// The browser's side of push (service worker, PushManager) is not in jsdom: this browser "subscribes" at once.
const SUBSCRIPTION: PushSubscriptionBody = {
  endpoint: 'https://fcm.example.net/wp/abc',
  expirationTime: null,
  keys: { p256dh: 'BPk', auth: 'au' },
};
const push = vi.hoisted(() => ({
  supported: true,
  denied: false,
  subscribed: [] as string[],
  unsubscribed: 0,
}));
vi.mock('../ui/push.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ui/push.ts')>();
  return {
    ...real,
    pushSupported: () => push.supported,
    subscribePush: (key: string) => {
      push.subscribed.push(key);
      return push.denied
        ? Promise.reject(new real.PushError('PUSH_DENIED', 'notifications are denied'))
        : Promise.resolve(SUBSCRIPTION);
    },
    unsubscribePush: () => (push.unsubscribed++, Promise.resolve(SUBSCRIPTION.endpoint)),
  };
});

beforeEach(() => {
  stubSocket();
  push.supported = true;
  push.denied = false;
  push.subscribed = [];
  push.unsubscribed = 0;
  localStorage.removeItem('birzha.pushDevice');
});
afterEach(() => vi.unstubAllGlobals());

const KEY = 'BOr-vapid-public-key';
const SECRET = 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I';
const PHONE = { id: 'd-phone', host: 'web.push.apple.com', createdAt: Date.UTC(2026, 11, 1) };
const MAIL = 'anna@example.org';
/** Stored settings as the server shows them; by default every channel can deliver (a phone takes push). */
const view = (over: Partial<NotifySettingsView> = {}): NotifySettingsView => ({
  settings: DEFAULT_NOTIFY_SETTINGS,
  webhookSecret: null,
  pushDevices: [PHONE],
  vapidPublicKey: KEY,
  trouble: [],
  ...over,
});

/**
 * The account page of Anna (with an address, on a server that sends mail, unless told) with these stored
 * notification settings; PUT stores what it is given.
 */
async function openPage(start: NotifySettingsView = view(), { mail = true, email = MAIL as string | null } = {}) {
  const server = fakeServer({ me: { ...ANNA, email }, mail });
  let stored = start;
  server.on('GET /api/account/notifications?lang=ru', () => server.ok(stored));
  server.on('GET /api/account/notifications', () => server.ok(stored));
  server.on('PUT /api/account/notifications', (body) => {
    const settings = body as NotifySettings;
    stored = {
      ...stored,
      settings,
      webhookSecret: settings.webhookTarget === null ? null : (stored.webhookSecret ?? SECRET),
      trouble: stored.trouble.filter((x) => !settings[x.channel].on),
    };
    return server.ok(stored);
  });
  const page = renderPage(
    '/account',
    <>
      <NotifyTroubleBanner />
      <AccountPage />
    </>,
  );
  const region = within(await screen.findByRole('region', { name: 'Уведомления' }));
  await region.findByRole('button', { name: 'Сохранить' });
  // Whether mail can go comes with the server's features, which may answer after the settings.
  await waitFor(() => expect(server.callsTo('GET /api/config')).toHaveLength(1));
  await waitFor(() =>
    expect(region.getByRole('switch', { name: 'Присылать на почту' })).toHaveProperty('disabled', !(mail && email)),
  );
  return { server, region, ...page, stored: () => stored };
}

const saveAndGetBody = async (server: ReturnType<typeof fakeServer>, region: ReturnType<typeof within>) => {
  fireEvent.click(region.getByRole('button', { name: 'Сохранить' }));
  expect((await region.findByRole('status')).textContent).toBe('Сохранено.');
  return server.callsTo('PUT /api/account/notifications').at(-1)?.body as NotifySettings;
};

describe('the notification settings', () => {
  it('shows the stored settings: switches, the kinds by channel, reminders, the page’s language; passes axe', async () => {
    const { server, region, container } = await openPage();
    expect(server.callsTo('GET /api/account/notifications?lang=ru')).toHaveLength(1);
    expect(region.getByRole('switch', { name: 'Присылать на почту' })).toHaveProperty('checked', true);
    expect(region.getByRole('switch', { name: 'Присылать push-уведомления' })).toHaveProperty('checked', true);
    expect(region.getByRole('switch', { name: 'Присылать на вебхук' })).toHaveProperty('checked', false);
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    expect(grid.getAllByRole('row')).toHaveLength(NOTIFY_KINDS.length + 1);
    expect(grid.getByRole('checkbox', { name: 'Ваш ход: Браузер' })).toHaveProperty('checked', true);
    const pressed = region.getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'));
    expect(pressed).toEqual(['за 12 ч', 'за 1 ч']);
    expect(region.getByLabelText('Язык уведомлений')).toHaveProperty('value', 'ru');
    expect(region.getByText('Письма приходят на anna@example.org.')).toBeDefined();
    expect(container.querySelector('#notifications')).not.toBeNull();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('says where mail goes, or that this server sends none', async () => {
    const first = await openPage(view(), { email: 'anna@example.org' });
    expect(first.region.getByText('Письма приходят на anna@example.org.')).toBeDefined();
    first.unmount();
    const second = await openPage(view(), { mail: false });
    expect(second.region.getByText('Этот сервер не отправляет письма.')).toBeDefined();
  });

  it('a server without mail: the e-mail switch and column off and locked, said why; saving keeps the stored choice', async () => {
    const { server, region, container } = await openPage(view(), { mail: false });
    const email = region.getByRole('switch', {
      name: 'Присылать на почту',
      description: 'Этот сервер не отправляет письма.',
    });
    expect(email).toHaveProperty('checked', false);
    expect(email).toHaveProperty('disabled', true);
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    for (const kind of ['Ваш ход', 'Вас упомянули в чате']) {
      const box = grid.getByRole('checkbox', { name: `${kind}: Почта` });
      expect(box).toHaveProperty('checked', false);
      expect(box).toHaveProperty('disabled', true);
      expect(grid.getByRole('checkbox', { name: `${kind}: Браузер` })).toHaveProperty('disabled', false);
    }
    expect(grid.getByRole('columnheader', { name: 'Почта' }).getAttribute('data-off')).toBe('true');
    // Viewing is not choosing: what was stored for e-mail goes back unchanged with a change elsewhere.
    fireEvent.click(region.getByRole('button', { name: 'за 24 ч' }));
    expect((await saveAndGetBody(server, region)).email).toEqual(DEFAULT_NOTIFY_SETTINGS.email);
    expect(await axeProblems(container)).toEqual([]);
  });

  it('an account without an address: e-mail off and locked with a link to set one, the stored choice kept', async () => {
    const { region } = await openPage(view(), { email: null });
    const email = region.getByRole('switch', {
      name: 'Присылать на почту',
      description: 'У учётной записи нет адреса почты. Указать адрес',
    });
    expect(email).toHaveProperty('checked', false);
    expect(email).toHaveProperty('disabled', true);
    expect(region.getByRole('link', { name: 'Указать адрес' }).getAttribute('href')).toBe('#account-email');
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    expect(grid.getByRole('checkbox', { name: 'Ваш ход: Почта' })).toHaveProperty('disabled', true);
  });

  it('push with no device subscribed: off and locked until one is, then the stored choice shows', async () => {
    const { server, region } = await openPage(view({ pushDevices: [] }));
    server.on('POST /api/account/push', () =>
      server.ok({ device: { id: 'd-here', host: 'fcm.example.net', createdAt: Date.UTC(2026, 11, 3) } }),
    );
    const pushSwitch = () => region.getByRole('switch', { name: 'Присылать push-уведомления' });
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    const turn = () => grid.getByRole('checkbox', { name: 'Ваш ход: Браузер' });
    expect(pushSwitch()).toHaveProperty('checked', false);
    expect(pushSwitch()).toHaveProperty('disabled', true);
    expect(pushSwitch().getAttribute('aria-describedby')).toBe('notify-push-why');
    expect(region.getByTestId('notify-push-why').textContent).toBe(
      'Push-уведомления заработают, когда вы включите их хотя бы на одном устройстве.',
    );
    expect(turn()).toHaveProperty('checked', false);
    expect(turn()).toHaveProperty('disabled', true);

    fireEvent.click(region.getByRole('button', { name: 'Включить на этом устройстве' }));
    await region.findByText('fcm.example.net');
    expect(pushSwitch()).toHaveProperty('checked', true);
    expect(pushSwitch()).toHaveProperty('disabled', false);
    expect(region.queryByTestId('notify-push-why')).toBeNull();
    expect(turn()).toHaveProperty('checked', true);
    expect(turn()).toHaveProperty('disabled', false);
  });

  it('a webhook without an address: its switch and column off and locked, said why; typing one unlocks them', async () => {
    const { server, region } = await openPage();
    const hookSwitch = () => region.getByRole('switch', { name: 'Присылать на вебхук' });
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    const turn = () => grid.getByRole('checkbox', { name: 'Ваш ход: Вебхук' });
    expect(hookSwitch()).toHaveProperty('checked', false);
    expect(hookSwitch()).toHaveProperty('disabled', true);
    expect(region.getByTestId('notify-webhook-why').textContent).toBe('Вебхук заработает, когда вы укажете его адрес.');
    expect(hookSwitch().getAttribute('aria-describedby')).toBe('notify-webhook-why');
    // The stored kinds include every one (the defaults), yet nothing is ticked while no webhook can be sent.
    expect(turn()).toHaveProperty('checked', false);
    expect(turn()).toHaveProperty('disabled', true);
    expect(grid.getByRole('columnheader', { name: 'Вебхук' }).getAttribute('data-off')).toBe('true');

    fireEvent.change(region.getByLabelText('Адрес вебхука (https://…)'), { target: { value: '  ' } });
    expect(hookSwitch()).toHaveProperty('disabled', true);
    fireEvent.change(region.getByLabelText('Адрес вебхука (https://…)'), {
      target: { value: 'https://hooks.example.com/x' },
    });
    expect(hookSwitch()).toHaveProperty('disabled', false);
    expect(region.queryByTestId('notify-webhook-why')).toBeNull();
    expect(turn()).toHaveProperty('checked', true);
    expect(turn()).toHaveProperty('disabled', false);
    // Viewing is not choosing: the stored kinds go back unchanged.
    expect((await saveAndGetBody(server, region)).webhook).toEqual(DEFAULT_NOTIFY_SETTINGS.webhook);
  });

  it('saves the whole settings: kinds, reminders (four at most), language, the webhook; then shows its secret', async () => {
    const { server, region } = await openPage();
    const grid = within(region.getByRole('table', { name: 'О чём сообщать' }));
    fireEvent.click(grid.getByRole('checkbox', { name: 'Вас упомянули в чате: Почта' }));
    fireEvent.click(grid.getByRole('checkbox', { name: 'Ваш ход: Браузер' }));
    fireEvent.click(region.getByRole('button', { name: 'за 24 ч' }));
    fireEvent.click(region.getByRole('button', { name: 'за 6 ч' }));
    expect(region.getByRole('button', { name: 'за 48 ч' })).toHaveProperty('disabled', true);
    fireEvent.click(region.getByRole('button', { name: 'за 12 ч' }));
    expect(region.getByRole('button', { name: 'за 48 ч' })).toHaveProperty('disabled', false);
    fireEvent.change(region.getByLabelText('Язык уведомлений'), { target: { value: 'en' } });
    fireEvent.change(region.getByLabelText('Адрес вебхука (https://…)'), {
      target: { value: ' https://hooks.example.com/x ' },
    });
    fireEvent.click(region.getByRole('switch', { name: 'Присылать на вебхук' }));
    fireEvent.click(region.getByRole('switch', { name: 'В формате Discord' }));
    expect(region.getByText('Секрет появится после сохранения.')).toBeDefined();

    const body = await saveAndGetBody(server, region);
    expect(body).toEqual({
      email: { on: true, kinds: NOTIFY_KINDS.filter((k) => k !== 'mention') },
      push: { on: true, kinds: NOTIFY_KINDS.filter((k) => k !== 'turn') },
      webhook: { on: true, kinds: [...NOTIFY_KINDS] },
      webhookTarget: { url: 'https://hooks.example.com/x', discord: true },
      reminders: [24, 6, 1],
      lang: 'en',
    });
    expect(region.getByLabelText('Секрет для подписи')).toHaveProperty('value', SECRET);
    // A change takes the "saved" away until saved again.
    fireEvent.click(region.getByRole('button', { name: 'за 48 ч' }));
    expect(region.queryByRole('status')).toBeNull();
  });

  it('says a refusal in words and keeps what was typed', async () => {
    const { server, region } = await openPage();
    server.on('PUT /api/account/notifications', () => refuse('PRIVATE_ADDRESS'));
    fireEvent.change(region.getByLabelText('Адрес вебхука (https://…)'), {
      target: { value: 'https://192.168.1.2/hook' },
    });
    fireEvent.click(region.getByRole('switch', { name: 'Присылать на вебхук' }));
    fireEvent.click(region.getByRole('button', { name: 'Сохранить' }));
    expect((await region.findByRole('alert')).textContent).toBe(
      'Адрес вебхука ведёт во внутреннюю сеть; нужен адрес в интернете.',
    );
    expect(region.getByLabelText('Адрес вебхука (https://…)')).toHaveProperty('value', 'https://192.168.1.2/hook');
    expect(region.queryByRole('status')).toBeNull();
  });

  it('replaces the webhook’s secret on demand', async () => {
    const hooked = view({
      settings: { ...DEFAULT_NOTIFY_SETTINGS, webhookTarget: { url: 'https://hooks.example.com/x', discord: false } },
      webhookSecret: SECRET,
    });
    const { server, region } = await openPage(hooked);
    server.on('POST /api/account/notifications/webhook-secret', () =>
      server.ok({ ...hooked, webhookSecret: 'bmV3LXNlY3JldA' }),
    );
    expect(region.getByLabelText('Секрет для подписи')).toHaveProperty('value', SECRET);
    fireEvent.click(region.getByRole('button', { name: 'Новый секрет' }));
    await waitFor(() => expect(region.getByLabelText('Секрет для подписи')).toHaveProperty('value', 'bmV3LXNlY3JldA'));
    expect(server.callsTo('POST /api/account/notifications/webhook-secret')).toHaveLength(1);
  });

  it('subscribes this device to push with the server’s key, marks it, and removes it (unsubscribing here)', async () => {
    const { server, region } = await openPage(
      view({
        settings: { ...DEFAULT_NOTIFY_SETTINGS, push: { on: false, kinds: ['turn'] } },
        pushDevices: [PHONE],
      }),
    );
    server.on('POST /api/account/push', () =>
      server.ok({ device: { id: 'd-here', host: 'fcm.example.net', createdAt: Date.UTC(2026, 11, 3) } }),
    );
    server.on('DELETE /api/account/push/d-here', () => server.ok({ ok: true }));
    fireEvent.click(region.getByRole('button', { name: 'Включить на этом устройстве' }));
    const here = await region.findByRole('button', { name: 'Убрать устройство: fcm.example.net (это устройство)' });
    expect(push.subscribed).toEqual([KEY]);
    expect(server.callsTo('POST /api/account/push').map((c) => c.body)).toEqual([SUBSCRIPTION]);
    expect(localStorage.getItem('birzha.pushDevice')).toBe('d-here');
    // Subscribing turns the channel on in the form.
    expect(region.getByRole('switch', { name: 'Присылать push-уведомления' })).toHaveProperty('checked', true);
    expect(region.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();

    fireEvent.click(here);
    await waitFor(() => expect(region.queryByText('fcm.example.net')).toBeNull());
    expect(push.unsubscribed).toBe(1);
    expect(localStorage.getItem('birzha.pushDevice')).toBeNull();
    expect(region.getByText('web.push.apple.com')).toBeDefined();
  });

  it('says so when the browser blocks notifications, and subscribes nothing', async () => {
    push.denied = true;
    const { server, region } = await openPage();
    fireEvent.click(region.getByRole('button', { name: 'Включить на этом устройстве' }));
    expect((await region.findByRole('alert')).textContent).toMatch(/^Уведомления запрещены в настройках браузера/);
    expect(server.callsTo('POST /api/account/push')).toEqual([]);
    expect(localStorage.getItem('birzha.pushDevice')).toBeNull();
  });

  it('says when this browser takes no push, or the server sends none', async () => {
    push.supported = false;
    const first = await openPage();
    expect(first.region.getByText(/Этот браузер не принимает push-уведомления/)).toBeDefined();
    expect(first.region.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
    first.unmount();
    const second = await openPage(view({ vapidPublicKey: null }));
    const off = second.region.getByRole('switch', {
      name: 'Присылать push-уведомления',
      description: 'Сервер не рассылает push-уведомления.',
    });
    expect(off).toHaveProperty('checked', false);
    expect(off).toHaveProperty('disabled', true);
    // The devices once subscribed can still be removed.
    expect(second.region.getByRole('button', { name: 'Убрать устройство: web.push.apple.com' })).toBeDefined();
  });

  it('a channel the server switched off: said in the section and the site notice, gone once turned on and saved', async () => {
    const at = Date.UTC(2026, 11, 3, 20);
    const { server, region } = await openPage(
      view({
        settings: { ...DEFAULT_NOTIFY_SETTINGS, email: { on: false, kinds: [...NOTIFY_KINDS] } },
        trouble: [{ channel: 'email', at, reason: '550 mailbox unavailable' }],
      }),
    );
    const notice = await screen.findByTestId('notify-trouble');
    expect(notice.textContent).toMatch(/^Мы отключили уведомления \(письма\), потому что их не удавалось доставить\./);
    expect(within(notice).getByRole('link', { name: 'Исправить в настройках' }).getAttribute('href')).toBe(
      '/account#notifications',
    );
    expect(region.getByTestId('notify-email-trouble').textContent).toMatch(/550 mailbox unavailable/);
    fireEvent.click(region.getByRole('switch', { name: 'Присылать на почту' }));
    expect(region.queryByTestId('notify-email-trouble')).toBeNull();
    expect((await saveAndGetBody(server, region)).email.on).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('notify-trouble')).toBeNull());
  });
});
