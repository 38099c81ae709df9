import { defaultReserveCapBasisPoints, defaultReserveRelease, formatBasisPoints } from '@colophon/domain';

/** A royalty's reserve against returns as the royalty's form holds it; an empty percent means no reserve. */
export interface ReserveValues {
  percent: string;
  cap: string;
  release: 'full' | 'parts';
  periods: number | string;
  allowDigital: boolean;
}

interface ReserveReply {
  percent: string;
  cap: string;
  release: string;
  periods: number;
  allowDigital: boolean;
}

export function reserveValuesOf(reserve: ReserveReply | null | undefined): ReserveValues {
  if (!reserve)
    return {
      percent: '',
      cap: formatBasisPoints(defaultReserveCapBasisPoints),
      release: defaultReserveRelease.kind,
      periods:
        defaultReserveRelease.kind === 'full' ? defaultReserveRelease.afterPeriods : defaultReserveRelease.periods,
      allowDigital: false,
    };
  return {
    percent: reserve.percent,
    cap: reserve.cap,
    release: reserve.release === 'parts' ? 'parts' : 'full',
    periods: reserve.periods,
    allowDigital: reserve.allowDigital,
  };
}

/** setRoyaltyReserve's input: null (no reserve) when the percent is left empty; the decider judges the rest. */
export function reserveInput(values: ReserveValues) {
  if (values.percent.trim() === '') return null;
  return {
    percent: values.percent.trim(),
    cap: values.cap.trim() || null,
    release: values.release,
    periods: typeof values.periods === 'number' ? values.periods : Number.parseInt(values.periods, 10) || null,
    allowDigital: values.allowDigital,
  };
}

/** How the royalty page reads a reserve when not editing. */
export function reserveSummary(reserve: ReserveReply | null | undefined): string {
  if (!reserve) return 'No reserve';
  const periods = `${reserve.periods} ${reserve.periods === 1 ? 'period' : 'periods'}`;
  const release =
    reserve.release === 'parts' ? `released in equal parts over ${periods}` : `released in full after ${periods}`;
  const digital = reserve.allowDigital ? ', digital formats included' : '';
  return `${reserve.percent}% of earnings (cap ${reserve.cap}%), ${release}${digital}`;
}
