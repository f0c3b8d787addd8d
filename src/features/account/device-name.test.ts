import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-name.ts';

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('deviceOf', () => {
  it.each([
    ['chromeWindows', 'Chrome', 'Windows'],
    ['edgeWindows', 'Edge', 'Windows'],
    ['firefoxLinux', 'Firefox', 'Linux'],
    ['safariMac', 'Safari', 'macOS'],
    ['safariIphone', 'Safari', 'iPhone'],
    ['chromeIphone', 'Chrome', 'iPhone'],
    ['chromeAndroid', 'Chrome', 'Android'],
    ['firefoxAndroid', 'Firefox', 'Android'],
    ['samsungAndroid', 'Samsung Internet', 'Android'],
    ['operaMac', 'Opera', 'macOS'],
    ['headless', 'Chrome', 'Linux'],
    ['ipad', 'Safari', 'iPad'],
    ['chromebook', 'Chrome', 'ChromeOS'],
  ] as const)('names %s as %s on %s', (agent, browser, system) => {
    expect(deviceOf(agents[agent])).toEqual({ browser, system });
  });

  it('knows nothing of an empty or unfamiliar agent', () => {
    expect(deviceOf('')).toEqual({ browser: null, system: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(deviceOf('okhttp/4.12.0 (Linux)')).toEqual({ browser: null, system: 'Linux' });
  });
});
