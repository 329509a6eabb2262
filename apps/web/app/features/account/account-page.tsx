/**
 * /account (spec section 2 "Account"): tabs chosen by the `tab` query parameter (player by
 * default); the account tab holds the profile, the others the settings kept in this browser; the
 * player tab also lists what the player remembers for each series.
 */
import {
  ACCOUNT_TABS,
  buildAccountTabPath,
  type AccountTab,
} from '@reelhouse/core/account/account-tabs';
import { useId } from 'react';
import { DATA_PAGE_LINK } from '@reelhouse/core/data-transfer/texts';
import { Link } from 'react-router';
import { AccountProfilePanel } from './account-profile';
import { AccountSettingsPanel } from './account-settings-panel';
import { SeriesMemorySection } from './series-memory-section';
import { TAB_LABELS } from './settings-layout';

export const ACCOUNT_PAGE_TITLE = 'Account';

export function AccountPage({ tab }: { tab: AccountTab }) {
  const headingId = useId();
  const panelId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {ACCOUNT_PAGE_TITLE}
      </h1>
      <nav aria-label="Account sections" className="mt-6 overflow-x-auto">
        <ul className="flex gap-1 border-b border-line">
          {ACCOUNT_TABS.map((each) => (
            <li key={each}>
              <Link
                to={buildAccountTabPath(each)}
                preventScrollReset
                aria-current={each === tab ? 'page' : undefined}
                data-testid={`account-tab-${each}`}
                className={`-mb-px inline-block border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap hover:text-ink ${
                  each === tab ? 'border-brand text-ink' : 'border-transparent text-ink-muted'
                }`}
              >
                {TAB_LABELS[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div id={panelId} data-testid="account-panel" data-tab={tab} className="mt-6">
        <h2 className="sr-only">{TAB_LABELS[tab]}</h2>
        {tab === 'account' ? <AccountProfilePanel /> : <AccountSettingsPanel tab={tab} />}
        {tab === 'player' ? <SeriesMemorySection /> : null}
      </div>
      <p className="mt-8">
        <Link
          to="/account/data"
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {DATA_PAGE_LINK}
        </Link>
      </p>
    </section>
  );
}
