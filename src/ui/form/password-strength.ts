import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { isCommonPassword } from '@/contract/common-passwords.ts';
import { limits } from '@/contract/limits.ts';

/** The meter's four steps, weakest first. */
export type StrengthLevel = 1 | 2 | 3 | 4;

export interface Strength {
  level: StrengthLevel;
  /** Among the passwords the server refuses as too common. */
  common: boolean;
}

let loading: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn and its word lists weigh several hundred kilobytes: they load when a
 * password field is first used, never with the page.
 */
export function loadStrength(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** zxcvbn's score (0 to 4) on four steps: 0 and 1 are both weak. */
export const levelOfScore = (score: number): StrengthLevel => Math.min(4, Math.max(1, score)) as StrengthLevel;

/** How hard `password` is to guess; one the server would refuse (too short, too common) is weak whatever zxcvbn says. */
export async function strengthOf(password: string): Promise<Strength> {
  const [zxcvbn, common] = await Promise.all([loadStrength(), isCommonPassword(password)]);
  if (common || password.length < limits.password.min) return { level: 1, common };
  return { level: levelOfScore(zxcvbn.check(password).score), common };
}
