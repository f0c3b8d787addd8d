import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedRange, supportsNode } from './check-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/check-node.mjs');
const check = (version: string) => spawnSync(process.execPath, [script, version], { encoding: 'utf8' });

describe('the Node.js version check', () => {
  it('states the range package.json declares', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(manifest.engines.node).toBe(supportedRange);
  });

  it('accepts the 20, 22 and 24 lines from the versions the build tool needs', () => {
    for (const version of ['20.19.0', '20.20.2', 'v22.12.0', '22.23.3', '24.0.0', '25.2.1']) expect(supportsNode(version), version).toBe(true);
    for (const version of ['18.20.4', '20.18.3', '21.7.3', '22.11.0', 'v19.9.0']) expect(supportsNode(version), version).toBe(false);
  });

  it('refuses an older Node with a message naming it, and lets this one through', () => {
    const refused = check('20.18.3');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('this is Node.js 20.18.3');
    const accepted = check(process.versions.node);
    expect(accepted.status).toBe(0);
    expect(accepted.stderr).toBe('');
  });
});
