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

export interface MultipartBody {
  /** The text fields, as the handler parses them. */
  fields: v.GenericSchema;
  /** File fields and how many files each takes. */
  files: Record<string, { maxCount: number; required?: boolean }>;
}
