/** The small size of a served image (`?size=small`, at most 480 px), for lists and cards; a photo drawn from the device (a blob URL) has none. */
export const small = (url: string) => (url.startsWith('blob:') ? url : `${url}?size=small`);
