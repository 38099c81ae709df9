/**
 * A global position in the event log, ordered lexicographically by (major, minor).
 * Postgres: (writer's transaction id, sequence number) so a reader can stop below the oldest
 * transaction still in flight. KurrentDB: (commit position, prepare position).
 * Serialised as "major:minor" for HTTP headers and GraphQL.
 */
export interface Position {
  readonly major: bigint;
  readonly minor: bigint;
}

export const startOfLog: Position = { major: 0n, minor: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.major !== b.major) return a.major < b.major ? -1 : 1;
  if (a.minor !== b.minor) return a.minor < b.minor ? -1 : 1;
  return 0;
}

export const maxPosition = (a: Position, b: Position): Position => (comparePositions(a, b) >= 0 ? a : b);

export const formatPosition = (position: Position): string => `${position.major}:${position.minor}`;

export function parsePosition(text: string): Position | null {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(text.trim());
  if (!match) return null;
  return { major: BigInt(match[1]!), minor: BigInt(match[2]!) };
}
