export const supportedRange: string;
export function supportsNode(version: string): boolean;
export function refusal(version: string): string;
export function exitIfUnsupported(version: string): void;
