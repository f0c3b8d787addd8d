import { useLingui } from '@lingui/react/macro';
import type { PetType } from '@/contract/limits.ts';

/** Pet types as the help text capitalises them, translated. */
export function usePetTypeLabel(): (type: PetType) => string {
  const { t } = useLingui();
  const labels: Record<PetType, string> = {
    cat: t`Cat`,
    dog: t`Dog`,
    bird: t`Bird`,
    fish: t`Fish`,
    other: t`Other`,
  };
  return (type) => labels[type] ?? type;
}
