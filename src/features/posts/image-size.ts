/** The small size of a served image (`?size=small`, at most 480 px), for lists and cards. */
export const small = (url: string) => `${url}?size=small`;
