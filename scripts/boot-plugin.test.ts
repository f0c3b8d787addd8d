import { describe, expect, it } from 'vitest';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { preloadsOf } from './boot-plugin.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry: false,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as OutputChunk;
const asset = (fileName: string, source = '') => ({ type: 'asset', fileName, source }) as unknown as OutputAsset;

function bundleOf(files: (OutputChunk | OutputAsset)[]): OutputBundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const bundle = bundleOf([
  asset('index.html', '<script type="module" crossorigin src="/assets/runtime-a.js"></script><script type="module" src="/assets/app-b.js"></script>'),
  chunk('assets/runtime-a.js', null),
  chunk('assets/app-b.js', '/work/src/main.tsx', ['assets/runtime-a.js'], ['assets/app-b.css']),
  chunk(
    'assets/routes-c.js',
    '/work/src/routes/index.tsx?tsr-split=component',
    ['assets/runtime-a.js', 'assets/app-b.js', 'assets/landing-d.js'],
    ['assets/routes-c.css'],
  ),
  chunk('assets/landing-d.js', null, ['assets/app-b.js'], ['assets/landing-d.css']),
  chunk('assets/login-e.js', '/work/src/routes/login.tsx?tsr-split=component', ['assets/app-b.js', 'assets/http-f.js']),
  chunk('assets/http-f.js', null, ['assets/runtime-a.js']),
  chunk('assets/feed-g.js', '/work/src/routes/_authed/feed.tsx?tsr-split=component', ['assets/app-b.js', 'assets/authed-o.js']),
  chunk('assets/chats-p.js', '/work/src/routes/_authed/chats.index.tsx?tsr-split=component', ['assets/authed-o.js', 'assets/chat-q.js']),
  chunk('assets/post-r.js', '/work/src/routes/_authed/posts.$postId.index.tsx?tsr-split=component', ['assets/authed-o.js']),
  chunk('assets/authed-o.js', null, ['assets/app-b.js', 'assets/http-f.js'], ['assets/authed-o.css']),
  chunk('assets/chat-q.js', null, ['assets/authed-o.js']),
  chunk('assets/signed-in-parts-s.js', '/work/src/features/layout/signed-in-parts.ts', ['assets/authed-o.js']),
  chunk('assets/messages-h.js', '/work/locales/en/messages.po'),
  chunk('assets/messages-i.js', '/work/locales/ar/messages.po'),
  asset('assets/inter-latin-wght-normal-j.woff2'),
  asset('assets/inter-latin-ext-wght-normal-k.woff2'),
  asset('assets/noto-sans-arabic-arabic-wght-normal-l.woff2'),
  asset('assets/noto-sans-arabic-latin-wght-normal-m.woff2'),
  asset('assets/noto-sans-arabic-math-wght-normal-n.woff2'),
]);

describe('preloadsOf', () => {
  const preloads = preloadsOf(bundle);

  it("lists a signed-out page's code and styles without what index.html names already", () => {
    expect(preloads.pages['/']).toEqual({ js: ['assets/routes-c.js', 'assets/landing-d.js'], css: ['assets/routes-c.css', 'assets/landing-d.css'] });
    expect(preloads.pages['/login']).toEqual({ js: ['assets/login-e.js', 'assets/http-f.js'], css: [] });
  });

  it('leaves out the pages behind the sign-in', () => {
    expect(Object.keys(preloads.pages).sort()).toEqual(['/', '/login']);
  });

  it("lists the signed-in shell's parts once, and each signed-in page with a fixed path by what it adds to them", () => {
    expect(preloads.signedIn.shell.js.sort()).toEqual(['assets/authed-o.js', 'assets/http-f.js', 'assets/signed-in-parts-s.js'].sort());
    expect(preloads.signedIn.shell.css).toEqual(['assets/authed-o.css']);
    expect(preloads.signedIn.pages).toEqual({
      '/feed': { js: ['assets/feed-g.js'], css: [] },
      '/chats': { js: ['assets/chats-p.js', 'assets/chat-q.js'], css: [] },
    });
  });

  it('names each catalog and the fonts each language draws with', () => {
    expect(preloads.catalogs).toEqual({ en: ['assets/messages-h.js'], ar: ['assets/messages-i.js'] });
    expect(preloads.fonts).toEqual({
      en: ['assets/inter-latin-wght-normal-j.woff2'],
      ar: ['assets/noto-sans-arabic-arabic-wght-normal-l.woff2', 'assets/noto-sans-arabic-latin-wght-normal-m.woff2'],
    });
  });
});
