// Runs before the module script, after the shell's first paint (which shows only a bar that looks
// the same either way round).
// 1. Sets lang and dir, so an Arabic page never flashes left to right. The full detection
//    (src/i18n/detect-locale.ts) runs when the app starts; this mirrors its order.
// 2. Asks for what this page needs beside the entry, so it downloads alongside it: the language's
//    catalog and fonts, and the page's own code and styles (a signed-in visitor to "/" is sent on
//    to the feed, so nothing is asked for the landing then). The build writes the file lists
//    (scripts/boot-plugin.ts); during development there are none.
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
  if (!preloads) return;

  // The same attributes as the app's own requests for these files, so those find them cached.
  const ask = (rel, file, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    if (as === 'font') link.type = 'font/woff2';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  };
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const page = path === '/' && signedIn ? undefined : preloads.pages[path];
  for (const file of preloads.catalogs[language] ?? []) ask('modulepreload', file);
  for (const file of page?.css ?? []) ask('preload', file, 'style');
  for (const file of page?.js ?? []) ask('modulepreload', file);
  for (const file of preloads.fonts[language] ?? []) ask('preload', file, 'font');
})();
