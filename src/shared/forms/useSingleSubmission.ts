import { useRef } from 'react';

/**
 * Lets one submission run at a time. A mutation's `isPending` reaches the button only on a later
 * render, so without this guard a fast double click would send the same request twice.
 */
export function useSingleSubmission(): (submission: () => Promise<void>) => Promise<void> {
  const running = useRef(false);
  return async (submission) => {
    if (running.current) return;
    running.current = true;
    try {
      await submission();
    } finally {
      running.current = false;
    }
  };
}
