/** A unique-constraint violation from PostgreSQL or PGlite, however deep the driver wrapped it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: unknown } | undefined;
  return candidate?.code === '23505' || (candidate?.cause !== undefined && isUniqueViolation(candidate.cause));
};
