import { useEffect, useState } from 'react';

/** Spec section 9: the flip badge goes through 18K, 22K and 24K once every 10 s. */
export const RATE_CYCLE_MS = 10_000;

/** Index 0..length-1 that moves on every cycleMs / length while `running`, looping round. */
export function useCycle(length: number, cycleMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || length < 2) return;
    const timer = setInterval(
      () => setIndex((at) => (at + 1) % length),
      Math.round(cycleMs / length),
    );
    return () => clearInterval(timer);
  }, [length, cycleMs, running]);
  return index;
}
