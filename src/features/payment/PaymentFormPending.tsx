import { useLingui } from '@lingui/react/macro';
import { type FailedRead, LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';

/**
 * The payment form's place while code it needs is on its way (its own chunk, or checkout's
 * payment step around it): one loader, or the catalogue's message with Try again when the code
 * could not be fetched.
 */
export function PaymentFormPending({ code }: { code: FailedRead }) {
  const { t } = useLingui();
  if (code.error) {
    return <LoadFailure title={t`The payment form could not be loaded`} query={code} />;
  }
  return <SectionLoader label={t`Loading the payment form`} />;
}
