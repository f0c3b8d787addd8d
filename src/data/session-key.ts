/** The login answer (with its token) is kept in local storage under this key. */
export const sessionStorageKey = 'pawpals.session';
