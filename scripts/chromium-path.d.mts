export function findChromium(): Promise<string | null>;
export const chromiumArgs: string[];
