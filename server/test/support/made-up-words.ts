import { randomUUID } from 'node:crypto';

/**
 * A made-up word that no other test file's posts hold (the PostgreSQL run shares one database): the prefix and
 * eight random letters out of ten, so that the search reads it as one word of that script.
 */
export const madeUpWord = (prefix: string, letters = 'klmnpqrstv') =>
  `${prefix}${randomUUID()
    .replace(/[^0-9]/g, '')
    .slice(0, 8)
    .replace(/[0-9]/g, (digit) => letters[Number(digit)]!)}`;
