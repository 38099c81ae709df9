/**
 * Read-your-writes: the newest event-log position ("major:minor") this browser has received from a
 * command. It is sent as X-Colophon-Position so the query service waits until its read models
 * include our own writes.
 */
let newestPosition: string | null = null;

function parsePosition(position: string): [bigint, bigint] {
  const [major = '0', minor = '0'] = position.split(':');
  return [BigInt(major), BigInt(minor)];
}

function isNewer(candidate: string, current: string): boolean {
  const [candidateMajor, candidateMinor] = parsePosition(candidate);
  const [currentMajor, currentMinor] = parsePosition(current);
  return candidateMajor === currentMajor ? candidateMinor > currentMinor : candidateMajor > currentMajor;
}

export function rememberPosition(position: string | null | undefined): void {
  if (!position) return;
  if (newestPosition === null || isNewer(position, newestPosition)) newestPosition = position;
}

export function latestPosition(): string | null {
  return newestPosition;
}
