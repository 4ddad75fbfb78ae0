import { useState } from 'react';

/**
 * Which of a section's confirmations is open, and which were ever chosen: a confirmation whose
 * code loads on demand (a `lazyPart`) is mounted once chosen and stays mounted, so that closing it
 * still animates and opening it again waits for nothing.
 */
export function useConfirmations<Name extends string>() {
  const [open, setOpen] = useState<Name | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<Name>>(new Set());
  return {
    open,
    chosen,
    choose: (name: Name) => {
      setChosen((previous) => new Set(previous).add(name));
      setOpen(name);
    },
    close: () => setOpen(null),
  };
}
