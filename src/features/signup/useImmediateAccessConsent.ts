import { useRef, useState } from 'react';
import { needsImmediateAccessConsent } from './rules/moneyStory.ts';

/**
 * The EU consumer's consent to immediate access (decision 015, 5): asked where the account's
 * address is in the EU, before Subscribe, beside its checkbox.
 */
export function useImmediateAccessConsent(addressCountryCode: string | null | undefined) {
  const needed = needsImmediateAccessConsent(addressCountryCode);
  const [given, setGiven] = useState(false);
  const [missing, setMissing] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);

  const change = (checked: boolean) => {
    setGiven(checked);
    setMissing(false);
  };

  /** Whether Subscribe may go on; if not, the box says why and takes the focus. */
  const confirm = () => {
    const isMissing = needed && !given;
    setMissing(isMissing);
    // The box may be off-screen when Subscribe is pressed in the phone's bar.
    if (isMissing) boxRef.current?.focus();
    return !isMissing;
  };

  return { needed, given, missing, boxRef, change, confirm };
}
