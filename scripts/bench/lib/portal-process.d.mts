// Types of portal-process.mjs for the TypeScript benchmarks (bench:pages).
import type { ChildProcess } from 'node:child_process';

export const root: string;
export function freePort(): Promise<number>;
export function stopProcess(child: ChildProcess, group?: boolean): Promise<void>;
export function startPortal(options: {
  say: (line: string) => void;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<{ origin: string; server: ChildProcess; dataDir: string; stop: () => Promise<void> }>;
export function postgresPids(dataDir: string): number[];
export function cpuMsOf(pid: number): number;
export function postgresCpuMs(dataDir: string): number;
export function postgresUrlOf(dataDir: string): string;
