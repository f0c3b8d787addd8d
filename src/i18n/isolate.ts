/** A title or name keeps its own direction inside the sentence (an English title in an Arabic line, say). */
export const isolate = (text: string | null | undefined) => (text ? `\u2068${text}\u2069` : null);
