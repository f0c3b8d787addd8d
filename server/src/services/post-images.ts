/** The kept images of an edit: only urls the post really has count, each once, in the order the client listed them. */
export const keptImages = (existing: string[], requested: string[]) => {
  const owned = new Set(existing);
  return [...new Set(requested)].filter((url) => owned.has(url));
};
