/** The small size of a served image (API.md, Images), for lists and cards. */
export const small = (url: string) => `${url}?size=small`;
