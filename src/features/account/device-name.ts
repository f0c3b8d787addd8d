export interface Device {
  /** A browser's own name (not translated), or null when the text names none we know. */
  browser: string | null;
  /** The system it runs on, or null. */
  system: string | null;
}

// Order matters: Edge, Opera and Samsung's browser also say "Chrome", Chrome on iOS says "Safari",
// and every browser on an iPhone says "like Mac OS X".
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system a User-Agent names, for the common ones; what it cannot tell is null. */
export function deviceOf(userAgent: string): Device {
  return { browser: firstMatch(userAgent, browsers), system: firstMatch(userAgent, systems) };
}
