import { useCallback, useState } from 'react';

/** The spec keeps a session's skipped rows in local storage until the unrecorded-data download. */
const storageKey = (session: string) => `csv-import-skipped-${session}`;

function readSkipped(session: string | null): number[] {
  if (!session) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(session)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((row): row is number => Number.isInteger(row)) : [];
  } catch {
    return [];
  }
}

/** The rows the user skipped in this session (0-based data rows), kept across reloads. */
export function useSkippedRows(session: string | null) {
  const [skipped, setSkipped] = useState<number[]>(() => readSkipped(session));
  const [loadedFor, setLoadedFor] = useState(session);
  if (loadedFor !== session) {
    setLoadedFor(session);
    setSkipped(readSkipped(session));
  }
  const update = useCallback(
    (rows: number[]) => {
      const sorted = [...new Set(rows)].sort((first, second) => first - second);
      setSkipped(sorted);
      if (session) localStorage.setItem(storageKey(session), JSON.stringify(sorted));
    },
    [session],
  );
  const forget = useCallback(() => {
    if (session) localStorage.removeItem(storageKey(session));
  }, [session]);
  return { skipped, setSkipped: update, forget };
}
