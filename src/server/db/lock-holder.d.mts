export interface LockHolder {
  pid: number;
  startTime: string | null;
  hostname: string;
  bootId: string | null;
  pidNamespace: string | null;
  /** Random, per lock: two locks never have the same text. */
  token: string | null;
}

export interface LockFileState {
  text: string;
  content: LockHolder | null;
  mtimeMs: number;
}

export type HolderState = "live" | "dead" | "fresh" | "stale";

export const LOCK_FILE_NAME: string;
export const heldTokens: Set<string>;
export const HEARTBEAT_MS: number;
export const STALE_AFTER_MS: number;
export function lockFilePath(dataDir: string): string;
export function currentHolder(token: string): Promise<LockHolder>;
export function readLockFile(file: string): LockFileState | null;
export function inOurPidScope(holder: LockHolder): boolean;
export function holderState(lock: LockFileState, staleAfterMs?: number): Promise<HolderState>;
export function describeHolder(lock: LockFileState): string;
export function lockedMessage(lockFile: string, lock: LockFileState): string;
export function liveHolderMessage(dataDir: string): Promise<string | null>;
