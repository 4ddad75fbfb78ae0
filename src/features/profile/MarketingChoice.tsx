import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';

/**
 * The opt-in itself, a chunk of its own (`editForms.tsx`): Mantine's switch brings its input stack,
 * and the choice is known only once the marketing subscription has loaded, after the first screen;
 * the code comes meanwhile (decision 014).
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
  return (
    <Switch
      label={t`Send me news, offers and product updates by e-mail`}
      aria-describedby={describedBy}
      checked={subscribed}
      // One change at a time, so answers cannot arrive out of order.
      disabled={saving}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
