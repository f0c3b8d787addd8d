import type { ChildProcess } from 'node:child_process';

export interface RunningNginx {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
  log(): Promise<string>;
}

export function findNginx(): string | null;
export function renderNginxConf(text: string, options: { port: number; apiPorts: number[] }): string;
export function startNginx(options: { nginx?: string | null; folder: string; port: number; apiPorts: number[] }): Promise<RunningNginx>;
