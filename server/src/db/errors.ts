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
