import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What src/boot.js asks for early: each language's catalog and fonts, each signed-out page's code. */
export interface BootPreloads {
  /** Per language: the catalog's module files. */
  catalogs: Record<string, string[]>;
  /** Per language: the web font files its text is drawn with. */
  fonts: Record<string, string[]>;
  /** Per path: the page's module files and style sheets. */
  pages: Record<string, Files>;
  /** What a signed-in visitor loads: the shell's signed-in parts, and per path the pages behind the sign-in. */
  signedIn: { shell: Files; pages: Record<string, Files> };
}

export interface Files {
  js: string[];
  css: string[];
}

/** The fonts each language draws with (src/ui/theme/tokens.css.ts): Inter's Latin, or Noto Sans Arabic's Arabic and Latin. */
const fontFiles: Record<string, RegExp[]> = {
  en: [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [/^assets\/noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/, /^assets\/noto-sans-arabic-latin-wght-normal-[\w-]+\.woff2$/],
};

/** The pages a visitor may open first: the routes at the top level that need no sign-in (src/routes/*.tsx). */
const pageRoute = /\/src\/routes\/([a-z][\w-]*)\.tsx\?tsr-split=component$/;
/** The pages behind the sign-in whose path has no parameter (src/routes/_authed/*.tsx); `chats.index` is "/chats". */
const signedInRoute = /\/src\/routes\/_authed\/([a-z][\w-]*)(?:\.index)?\.tsx\?tsr-split=component$/;
/**
 * The module holding the parts the shell draws for a signed-in visitor, loaded apart from the entry
 * (src/features/layout/signed-in-parts.ts) so a visitor's bundle stays small; asked for early, it no
 * longer holds back the first drawing of a signed-in page.
 */
const signedInShell = ['/src/features/layout/signed-in-parts.ts'];
const catalogModule = /\/locales\/(\w+)\/messages\.po$/;
const placeholder = '/* build: preloads */ null';

/**
 * Writes boot.js (src/boot.js) with the files that the page being opened needs after the entry:
 * the detected language's catalog and fonts and the page's own code and styles. It runs before
 * the entry, so they download alongside it instead of after it has run (the catalog and page code)
 * or after the first render has laid out text (the fonts). During development it serves the
 * script with nothing to preload.
 */
export function bootScript(sourceFile: string): Plugin {
  const source = () => readFileSync(sourceFile, 'utf8');
  const withPreloads = (preloads: BootPreloads | null) => {
    const text = source();
    if (!text.includes(placeholder)) throw new Error(`${sourceFile} lacks ${placeholder}`);
    return text.replace(placeholder, JSON.stringify(preloads));
  };
  return {
    name: 'pawpals:boot',
    // After Vite's own generateBundle has dropped the chunks that only carried styles.
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(withPreloads(null));
      });
    },
    generateBundle(_options, bundle) {
      const facades = Object.values(bundle).flatMap((file) => (file.type === 'chunk' && file.facadeModuleId ? [file.facadeModuleId] : []));
      const missing = signedInShell.filter((part) => !facades.some((id) => id.endsWith(part)));
      if (missing.length > 0) this.error(`boot.js: no chunk of its own for ${missing.join(', ')}, so it cannot ask for it early`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: withPreloads(preloadsOf(bundle)) });
    },
  };
}

export function preloadsOf(bundle: OutputBundle): BootPreloads {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry's graph is named in index.html already (its chunk may carry a group's name, not the entry's).
  const html = bundle['index.html'];
  const named =
    html?.type === 'asset' ? [...String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '') : [];
  const initial = new Set<string>();
  const addInitial = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addInitial(imported);
  };
  for (const fileName of named) addInitial(fileName);
  for (const chunk of chunks) if (chunk.isEntry) addInitial(chunk.fileName);

  const graph = (chunk: OutputChunk) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (fileName: string) => {
      const found = byFile.get(fileName);
      if (!found || js.has(fileName) || initial.has(fileName)) return;
      js.add(fileName);
      for (const sheet of found.viteMetadata?.importedCss ?? []) css.add(sheet);
      for (const imported of found.imports) visit(imported);
    };
    visit(chunk.fileName);
    return { js: [...js], css: [...css] };
  };

  const preloads: BootPreloads = { catalogs: {}, fonts: {}, pages: {}, signedIn: { shell: { js: [], css: [] }, pages: {} } };
  const shell = preloads.signedIn.shell;
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const catalog = catalogModule.exec(id);
    if (catalog?.[1]) preloads.catalogs[catalog[1]] = graph(chunk).js;
    const page = pageRoute.exec(id);
    if (page?.[1]) preloads.pages[page[1] === 'index' ? '/' : `/${page[1]}`] = graph(chunk);
    const signedInPage = signedInRoute.exec(id);
    if (signedInPage?.[1]) preloads.signedIn.pages[`/${signedInPage[1]}`] = graph(chunk);
    if (signedInShell.some((part) => id.endsWith(part))) {
      const files = graph(chunk);
      shell.js = [...new Set([...shell.js, ...files.js])];
      shell.css = [...new Set([...shell.css, ...files.css])];
    }
  }
  // The shell's files come with every signed-in page: each page lists only what it adds.
  for (const files of Object.values(preloads.signedIn.pages)) {
    files.js = files.js.filter((file) => !shell.js.includes(file));
    files.css = files.css.filter((file) => !shell.css.includes(file));
  }
  const assets = Object.keys(bundle);
  for (const [language, patterns] of Object.entries(fontFiles)) {
    preloads.fonts[language] = patterns.flatMap((pattern) => assets.filter((file) => pattern.test(file)));
  }
  return preloads;
}
