interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The unique-constraint violation from PostgreSQL or PGlite, however deep the driver wrapped it, or null. */
function uniqueViolation(error: unknown): DriverError | null {
  const candidate = error as DriverError | undefined;
  if (candidate?.code === '23505') return candidate;
  return candidate?.cause !== undefined ? uniqueViolation(candidate.cause) : null;
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;

/** The name of the unique constraint (or index) an error broke, '' when unknown. */
export const violatedConstraint = (error: unknown): string => uniqueViolation(error)?.constraint ?? '';

/** Node's network errors on the way to the database. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now (starting
 * or stopping), too_many_connections, and a statement cancelled by
 * statement_timeout (the server too slow to answer). Class 08 is every
 * connection exception.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** The pg driver's own words when a connection ends or cannot be had in time, or a statement gets no answer at all. */
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end|Query read timeout/;

/**
 * Why the database could not answer (the code or the driver's words), when
 * the error says it is unreachable, restarting or overloaded rather than that
 * the request was wrong; else null. Looks through the causes drizzle wraps.
 */
export function databaseUnavailable(error: unknown, depth = 0): string | null {
  if (error === null || typeof error !== 'object' || depth > 5) return null;
  const { code, message, cause, errors } = error as DriverError & { message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
  if (typeof message === 'string' && driverMessages.test(message)) return message;
  // Connecting to a name with several addresses fails with each one's error together.
  for (const inner of Array.isArray(errors) ? errors : []) {
    const reason = databaseUnavailable(inner, depth + 1);
    if (reason) return reason;
  }
  return databaseUnavailable(cause, depth + 1);
}
