import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './webhook-url.ts';

describe('isPrivateAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::192.168.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['1.1.1.1', '8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', 'example.com'])(
    '%s is not',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('checkWebhookUrl', () => {
  it.each([
    'not a url',
    '/relative/path',
    'ftp://example.com/hook',
    'http://93.184.216.34/hook',
    'https://user:pass@93.184.216.34/hook',
    'javascript:alert(1)',
  ])('refuses %s with BAD_WEBHOOK_URL', async (url) => {
    expect(await checkWebhookUrl(url, false)).toBe('BAD_WEBHOOK_URL');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    'https://0x7f.1/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://10.0.0.5:8443/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/hook',
    'https://localhost/hook',
  ])('refuses %s with PRIVATE_ADDRESS', async (url) => {
    expect(await checkWebhookUrl(url, false)).toBe('PRIVATE_ADDRESS');
  });

  it('takes a public https URL', async () => {
    expect(await checkWebhookUrl('https://93.184.216.34/hook', false)).toBeNull();
    expect(await checkWebhookUrl('https://[2606:4700::1111]/hook', false)).toBeNull();
  });

  it('refuses a name that does not resolve', async () => {
    expect(await checkWebhookUrl('https://no-such-host.invalid/hook', false)).toBe('BAD_WEBHOOK_URL');
  });

  it('takes private, loopback and plain-http URLs when allowed (tests, a home server), but still only URLs', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await checkWebhookUrl('https://localhost/hook', true)).toBeNull();
    expect(await checkWebhookUrl('ftp://127.0.0.1/hook', true)).toBe('BAD_WEBHOOK_URL');
  });
});
