import { Trans, useLingui } from '@lingui/react/macro';
import type { License } from '@sdk/license/model';
import { useId } from 'react';
import { Link } from '@/shared/ui/Link.tsx';
import { paths } from '@/config/paths.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';
import { formatDate } from '@/shared/format/format.ts';
import { isOfferedForTransfer, licenseTitle, licenseWithVersion } from './rules/licenseLabel.ts';
import looks from '@/shared/ui/mantineLooks.module.css';
import classes from './LicenseCard.module.css';

/*
 * Plain elements drawn by LicenseCard.module.css rather than Mantine's Card, Stack, Group, Title,
 * Text, Button, Badge and List: a page of 25 cards was some 300 Mantine components, each through
 * its props and styles resolution, before the heavy persona's product page showed (decision 014).
 */

/** One license: its product, number and registration, and the licenses it was upgraded from. */
export function LicenseCard({ license }: { license: License }) {
  const { t } = useLingui();
  const headingId = useId();
  const { version, licenseNumber } = license;
  const registered = license.registeredAt ? formatDate(license.registeredAt) : null;
  return (
    <article className={classes.card} aria-labelledby={headingId}>
      <div className={classes.header}>
        <div className={classes.titleBlock}>
          <h2 className={classes.title} id={headingId}>
            {licenseTitle(license)}
          </h2>
          <p className={`${classes.text} ${classes.dimmed}`}>
            {[
              version ? t`Version ${version}` : null,
              registered ? t`registered ${registered}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {isOfferedForTransfer(license) ? (
          <Link
            to={paths.transfer}
            className={`mantine-focus-auto mantine-active ${looks.lightButton} ${classes.aside}`}
            onClick={() => selectLicenseForTransfer(license.licenseNumber)}
          >
            <Trans>Transfer</Trans>
          </Link>
        ) : (
          <span className={`${looks.badge} ${classes.aside}`} data-color="gray">
            <Trans>Not transferable</Trans>
          </span>
        )}
      </div>
      <p className={classes.text}>
        <Trans>
          License number <span className={classes.mono}>{licenseNumber}</span>
        </Trans>
      </p>
      {license.upgradedChain.length > 0 ? (
        <div className={classes.upgrades}>
          <p className={`${classes.text} ${classes.strong}`}>
            <Trans>Upgraded from</Trans>
          </p>
          <ul className={classes.list}>
            {license.upgradedChain.map((upgraded) => (
              <li key={upgraded.licenseNumber}>
                {licenseWithVersion(upgraded)} ·{' '}
                <span className={classes.mono}>{upgraded.licenseNumber}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
