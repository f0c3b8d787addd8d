import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

it("keeps the window's offset from its scroll events and never reads it in between", async () => {
  const page = Object.assign(new EventTarget(), { scrollY: 40 });
  vi.stubGlobal('window', page);
  vi.resetModules();
  const { windowScrollOffset } = await import('./window-scroll-offset.ts');
  expect(windowScrollOffset()).toBe(40);

  page.scrollY = 900;
  expect(windowScrollOffset()).toBe(40);
  page.dispatchEvent(new Event('scroll'));
  expect(windowScrollOffset()).toBe(900);
});
