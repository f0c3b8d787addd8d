// Runs before the module script, after the shell's first paint (which shows only a bar that looks
// the same either way round).
// 1. Sets lang and dir, so an Arabic page never flashes left to right. The full detection
//    (src/i18n/detect-locale.ts) runs when the app starts; this mirrors its order.
// 2. Asks for what this page needs beside the entry, so it downloads alongside it: the language's
//    catalog and fonts, and the page's own code and styles; for a signed-in visitor also the shell's
//    signed-in parts, and for "/" the feed it is sent on to. The build writes the file lists
//    (scripts/boot-plugin.ts); during development there are none.
// 3. Has the browser set up the language's number and date formats, which a post's age ("3 hours
//    ago") and every count need. The first use of Intl's formatters costs 25–70 ms of one core here,
//    four times that on a mid-range phone: now it is spent while the entry downloads, instead of
//    holding the first drawing. Offline there is no download to hide it behind: the app does it
//    while its catalog loads (src/main.tsx).
(() => {
  const preloads = /* build: preloads */ null;
  let language = 'en';
  let signedIn = false;
  try {
    const query = new URLSearchParams(location.search).get('lng');
    const cookie = document.cookie.match(/(?:^|;\s*)lng=([^;]*)/)?.[1];
    const candidates = [
      query,
      cookie && decodeURIComponent(cookie),
      localStorage.getItem('pawpals.lng'),
      sessionStorage.getItem('pawpals.lng'),
      ...(navigator.languages ?? [navigator.language]),
    ];
    for (const candidate of candidates) {
      const found = /^\s*(en|ar)(?:[-_]|\s*$)/i.exec(candidate ?? '');
      if (found) {
        language = found[1].toLowerCase();
        break;
      }
    }
    signedIn = localStorage.getItem('pawpals.session') !== null;
  } catch {
    // Storage blocked: the app decides once it starts.
  }
  if (language === 'ar') {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
  }
  if (preloads) askEarly(preloads, language, signedIn);
  if (navigator.onLine === false) return;
  // A task of its own, so the downloads asked for above do not wait for it.
  setTimeout(() => {
    try {
      new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'long' }).format(0, 'second');
    } catch {
      // A browser without it: the app's own first use sets the formats up.
    }
  }, 0);

  function askEarly(preloads, language, signedIn) {
    // The same attributes as the app's own requests for these files, so those find them cached.
    // Gathered in a fragment and added to the head at once: one change to the document, not one per file.
    const links = document.createDocumentFragment();
    const ask = (rel, file, as) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      if (as === 'font') link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = `/${file}`;
      links.appendChild(link);
    };
    const path = location.pathname.replace(/\/+$/, '') || '/';
    // A signed-in visitor gets the shell's signed-in parts, and on "/" the feed it is sent on to.
    const files = signedIn
      ? [preloads.signedIn.shell, path === '/' ? preloads.signedIn.pages['/feed'] : (preloads.signedIn.pages[path] ?? preloads.pages[path])]
      : [preloads.pages[path]];
    for (const file of preloads.catalogs[language] ?? []) ask('modulepreload', file);
    for (const file of files.flatMap((part) => part?.css ?? [])) ask('preload', file, 'style');
    for (const file of new Set(files.flatMap((part) => part?.js ?? []))) ask('modulepreload', file);
    for (const file of preloads.fonts[language] ?? []) ask('preload', file, 'font');
    document.head.appendChild(links);
  }
})();
