import type * as v from 'valibot';

/** What a route tells the API reference beyond its request and answer schemas. */
declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    tags?: string[];
    /** A multipart/form-data body, read by the handler (readForm and parseOrThrow), not by Fastify. */
    multipart?: MultipartBody;
    /** An alias kept for older clients: validated and answered like its twin, left out of the reference. */
    hide?: boolean;
  }
}

/** A form's text fields and file fields: what the reference shows and what readForm accepts; any other field is refused. */
export interface MultipartBody {
  /** The text fields, as the handler parses them. */
  fields: v.GenericSchema;
  /** File fields and how many files each takes. */
  files: Record<string, MultipartFile>;
}

export interface MultipartFile {
  maxCount: number;
  required?: boolean;
  /** Other names clients give the field (form libraries often say `images[]`). */
  aliases?: readonly string[];
  /** The refusal of a file beyond maxCount, in the form's own words. */
  tooMany: string;
}
