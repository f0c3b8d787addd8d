#!/usr/bin/env node
// Stops `npm install`, `npm start` and `npm test` at once, with the version
// named, on a Node.js the project cannot run on: the build tool (Vite) needs
// 20.19 on the 20 line and 22.12 on the 22 line. Kept to syntax and APIs
// that old versions parse, so the refusal itself never crashes.
// Usage: node scripts/check-node.mjs [version]   (default: this Node's)
import { pathToFileURL } from 'node:url';

/** The same range as package.json's `engines.node`; a test keeps the two equal. */
export const supportedRange = '^20.19.0 || >=22.12.0';

export function supportsNode(version) {
  const [major, minor] = String(version).replace(/^v/, '').split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major > 22;
}

export function refusal(version) {
  return (
    `PawPals needs Node.js 20.19 or newer on the 20 line, or 22.12 or newer (${supportedRange}); this is Node.js ${version}.\n` +
    "Install a supported Node.js (for example from https://nodejs.org or your system's packages) and run the command again."
  );
}

export function exitIfUnsupported(version) {
  if (supportsNode(version)) return;
  console.error(refusal(version));
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) exitIfUnsupported(process.argv[2] || process.versions.node);
