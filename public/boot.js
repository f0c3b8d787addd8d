// Sets lang and dir before the app starts (it runs before the module script, after the shell's
// first paint, which shows only a bar that looks the same either way round), so an Arabic page
// never flashes left to right.
// The full detection (src/i18n/detect-locale.ts) runs when the app starts; this mirrors its order.
(function () {
  try {
    var q = new URLSearchParams(location.search).get('lng');
    var c = (document.cookie.match(/(?:^|;\s*)lng=([^;]*)/) || [])[1];
    var l = q || c || localStorage.getItem('pawpals.lng') || sessionStorage.getItem('pawpals.lng') ||
      (navigator.languages || [navigator.language])[0] || '';
    if (/^ar\b/i.test(l)) {
      document.documentElement.lang = 'ar';
      document.documentElement.dir = 'rtl';
    }
  } catch (e) {
    // Storage blocked: the app decides once it starts.
  }
})();
