import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import looks from '@/shared/ui/mantineLooks.module.css';

/**
 * The opt-in itself: a checkbox with `role="switch"` drawn as Mantine's Switch
 * (mantineLooks.module.css; the component brought 6 KB of its input stack). A chunk of its own
 * (`editForms.tsx`): the choice is known only once the marketing subscription has loaded, after
 * the first screen, and the code comes meanwhile (decision 014).
 */
export function MarketingChoice({
  subscribed,
  saving,
  describedBy,
  onChange,
}: {
  subscribed: boolean;
  saving: boolean;
  describedBy: string;
  onChange: (subscribed: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <label className={looks.switch} htmlFor={id}>
      <input
        id={id}
        className={looks.switchInput}
        type="checkbox"
        role="switch"
        aria-describedby={describedBy}
        checked={subscribed}
        // One change at a time, so answers cannot arrive out of order.
        disabled={saving}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={looks.switchTrack} aria-hidden>
        <span className={looks.switchThumb} data-reduce-motion />
      </span>
      <span className={looks.switchLabel}>
        {t`Send me news, offers and product updates by e-mail`}
      </span>
    </label>
  );
}
