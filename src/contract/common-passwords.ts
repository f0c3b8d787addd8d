/**
 * The passwords people choose most often, which an attacker tries first: the
 * first entries of zxcvbn-ts's ranked list (drawn from public password
 * leaks). Sign-up, reset and change refuse them on the server; the forms use
 * the same list to say so while the password is typed. Loaded on first use:
 * the list is about 400 KB, kept out of every bundle that does not ask.
 */
export const commonPasswordCount = 10_000;

let loading: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, commonPasswordCount)));
  return loading;
}

/** The list holds lower-case words: `Password1` is as easy to guess as `password1`. */
export const isCommonPassword = async (password: string) => (await loadCommonPasswords()).has(password.toLowerCase());
