import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment elsewhere): every function in
 * the file is compiled when the file arrives, off the page's main thread where the browser can,
 * instead of one by one on the main thread the first time each runs.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on top of the chunks whose code runs almost entirely while a page first
 * draws: the entry, and the named chunks given (the shell's signed-in parts). They download before
 * the first drawing, so their compiling moves into the wait for the network, out of the first
 * render and the tasks after it. Lazy chunks stay lazily compiled.
 */
export function compileHints(names: string[]): Plugin {
  return {
    name: 'pawpals:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which writes the preload list (__vite__mapDeps) on top of a chunk.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle, names);
      },
    },
  };
}

export function addCompileHints(bundle: OutputBundle, names: string[]): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !(file.isEntry || names.includes(file.name))) continue;
    if (!file.code.startsWith(compileHint)) file.code = `${compileHint}\n${file.code}`;
  }
}
