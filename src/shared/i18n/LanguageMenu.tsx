import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from './LanguageMenu.module.css';
import { chooseLocale } from './i18n.ts';
import { type CatalogueLocale, isLocale, LANGUAGE_NAMES, LOCALES } from './locales.ts';

/**
 * The language menu (header, /signup): each language in its own name; a choice shows at once,
 * without a reload, and is remembered on this browser. A native select: no popover code on the
 * first load (decision 004), and phones show their own picker.
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = isLocale(i18n.locale) && i18n.locale !== 'pseudo' ? i18n.locale : undefined;
  return (
    <div className={classes.menu}>
      {/* Read out, not shown: the select's languages say what it is to a sighted reader. */}
      <VisuallyHidden renderRoot={(props) => <label {...props} htmlFor={id} />}>
        {t`Language`}
      </VisuallyHidden>
      <select
        id={id}
        className={classes.select}
        value={current ?? ''}
        onChange={(event) => void chooseLocale(event.currentTarget.value as CatalogueLocale)}
      >
        {current === undefined && <option value="">{i18n.locale}</option>}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
