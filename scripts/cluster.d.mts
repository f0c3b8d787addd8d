import type { ChildProcess } from 'node:child_process';

export interface ApiProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  exited: boolean;
  output(): string;
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function scratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export function startApiProcess(options: {
  bundle: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ApiProcess>;
export function startApiProcesses(options: {
  count: number;
  bundle: string;
  dataRoot: string;
  env: Record<string, string>;
  ports?: number[];
}): Promise<ApiProcess[]>;
