/** A readable name for a signed-in device from its User-Agent: "Firefox, Windows"; null when nothing is known. */
export function deviceParts(userAgent: string | null): { browser: string; os: string } | null {
  if (userAgent === null || userAgent === '') return null;
  const browser = first(userAgent, [
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/YaBrowser\//, 'Yandex Browser'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ]);
  const os = first(userAgent, [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser === null && os === null) return null;
  return { browser: browser ?? '?', os: os ?? '?' };
}

function first(ua: string, pairs: readonly (readonly [RegExp, string])[]): string | null {
  return pairs.find(([re]) => re.test(ua))?.[1] ?? null;
}
