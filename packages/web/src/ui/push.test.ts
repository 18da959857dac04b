import { describe, expect, it } from 'vitest';
import { errorText } from '../i18n/codes.ts';
import i18n from '../i18n/index.ts';
import { base64urlBytes, PushError, pushSupported, subscribePush, subscriptionBody, unsubscribePush } from './push.ts';

describe('push in this browser', () => {
  it('reads the server VAPID key (base64url, no padding) as the 65 bytes PushManager wants', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(text).toMatch(/[-_]/);
    expect([...base64urlBytes(text)]).toEqual([...bytes]);
  });

  it('hands the server the endpoint and keys of a subscription, and refuses one without keys', () => {
    const json: PushSubscriptionJSON = {
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'au' },
    };
    expect(subscriptionBody(json)).toEqual({
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'au' },
    });
    expect(() => subscriptionBody({ endpoint: 'https://push.example/abc' })).toThrow(PushError);
  });

  it('says where there is no push (jsdom has no PushManager), and fails with a code the page words', async () => {
    expect(pushSupported()).toBe(false);
    await expect(subscribePush('BOr')).rejects.toMatchObject({ code: 'PUSH_UNAVAILABLE' });
    expect(await unsubscribePush()).toBeNull();
    for (const code of ['PUSH_DENIED', 'PUSH_UNAVAILABLE']) {
      expect(errorText(i18n.getFixedT('ru'), code)).toMatch(/уведомлени/i);
      expect(errorText(i18n.getFixedT('en'), code)).toMatch(/notifications/i);
    }
  });
});
