/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in the input would
 * fail in the database as a 500; it is refused up front instead. Nesting is
 * bounded so that nothing downstream recurses without limit on a hostile body.
 */
export const maxInputDepth = 32;

export function isSafeInput(value: unknown, maxDepth = maxInputDepth): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return false;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return false;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return false;
        stack.push([child, depth + 1]);
      }
    }
  }
  return true;
}
