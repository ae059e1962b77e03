import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * An exclusive lock on a data directory, held by one process at a time.
 *
 * PGlite has no lock between processes: two servers on one directory silently lose writes.
 * The lock is a file created with exclusive create (`wx`) holding the owner's pid and
 * process start time. A lock whose owner is dead, a zombie, or a different process that got
 * the same pid is stale and is taken over at once (unlike proper-lockfile, which waits for
 * a timeout after `kill -9`).
 */
export interface DataDirectoryLock {
  /** The lock file. */
  readonly path: string;
  /** Deletes the lock file (if it is still ours). Safe to call more than once. */
  release(): void;
}

interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTime: string | null;
}

export const LOCK_FILE_NAME = 'ats-server.lock';

/** Raised when another live process holds the directory. */
export class DataDirectoryLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another ATS server is already using the data directory ${directory} (pid ${ownerPid}). Stop it first, or set DATA_DIR to another directory.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

/** Takes the lock on `directory` (created if missing) or throws DataDirectoryLockedError. */
export async function lockDataDirectory(directory: string): Promise<DataDirectoryLock> {
  fs.mkdirSync(directory, { recursive: true });
  const lockPath = path.join(directory, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, startTime: readProcessStartTime(process.pid) };
  const content = JSON.stringify(me);

  if (!tryCreate(lockPath, content)) {
    // Taking over a stale lock is read-check-delete-create: serialise it between processes
    // that start together, or both could delete each other's fresh lock.
    const releaseTakeover = await acquireTakeoverMutex(`${lockPath}.takeover`);
    try {
      const owner = readOwner(lockPath);
      if (owner && isAlive(owner)) throw new DataDirectoryLockedError(directory, owner.pid);
      fs.rmSync(lockPath, { force: true });
      if (!tryCreate(lockPath, content)) {
        const winner = readOwner(lockPath);
        throw new DataDirectoryLockedError(directory, winner?.pid ?? 0);
      }
    } finally {
      releaseTakeover();
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    try {
      if (fs.readFileSync(lockPath, 'utf8') === content) fs.rmSync(lockPath, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

function tryCreate(filePath: string, content: string): boolean {
  try {
    fs.writeFileSync(filePath, content, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A short-lived mutex file around the takeover. Its holder is checked like the lock's, so a
 * process killed in the middle of a takeover does not block the next one.
 */
async function acquireTakeoverMutex(mutexPath: string): Promise<() => void> {
  const content = JSON.stringify({
    pid: process.pid,
    startTime: readProcessStartTime(process.pid),
  } satisfies LockOwner);
  const deadline = Date.now() + 5_000;
  for (;;) {
    if (tryCreate(mutexPath, content)) {
      return () => fs.rmSync(mutexPath, { force: true });
    }
    const owner = readOwner(mutexPath);
    if (!owner || !isAlive(owner) || Date.now() > deadline) {
      fs.rmSync(mutexPath, { force: true });
      continue;
    }
    await sleep(20);
  }
}

function readOwner(filePath: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(filePath, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      Number.isInteger(parsed.pid) &&
      parsed.pid > 0
    ) {
      const startTime =
        'startTime' in parsed && typeof parsed.startTime === 'string' ? parsed.startTime : null;
      return { pid: parsed.pid, startTime };
    }
  } catch {
    // Unreadable content (e.g. a crash between create and write): treat as stale.
  }
  return null;
}

/** True when the recorded process still runs: not dead, not a zombie, pid not reused. */
function isAlive(owner: LockOwner): boolean {
  const stat = readProcessStat(owner.pid);
  if (stat === undefined) {
    // No /proc (not Linux): fall back to a signal-0 probe.
    try {
      process.kill(owner.pid, 0);
      return true;
    } catch (error) {
      return isErrnoException(error) && error.code === 'EPERM';
    }
  }
  if (stat === null) return false;
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return owner.startTime === null || owner.startTime === stat.startTime;
}

function readProcessStartTime(pid: number): string | null {
  return readProcessStat(pid)?.startTime ?? null;
}

/**
 * Parses /proc/<pid>/stat. Returns null when the process does not exist, undefined when
 * /proc is not available at all.
 */
function readProcessStat(pid: number): { state: string; startTime: string } | null | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') {
      return fs.existsSync('/proc/self/stat') ? null : undefined;
    }
    return undefined;
  }
  // The command name (field 2) is in parentheses and may contain spaces or ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  if (state === undefined || startTime === undefined) return undefined;
  return { state, startTime };
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
