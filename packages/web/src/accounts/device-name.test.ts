import { describe, expect, it } from 'vitest';
import { deviceParts } from './device-name.ts';

describe('a device’s name from its User-Agent', () => {
  it('names common browsers and systems', () => {
    expect(deviceParts('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      browser: 'Firefox',
      os: 'Windows',
    });
    expect(
      deviceParts(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      deviceParts(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
  });

  it('knows nothing of an empty or strange one', () => {
    expect(deviceParts(null)).toBeNull();
    expect(deviceParts('curl/8.5.0')).toBeNull();
  });
});
