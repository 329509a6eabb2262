/**
 * "Where to watch" on the page of a title nothing here can play: the series' network
 * (embedded catalogue), or TMDB's watch providers for the visitor's region, read by the browser
 * (the region comes from its languages, with a picker), grouped Stream / Rent / Buy, each a link
 * out to TMDB's page of the offers, and credited to JustWatch as TMDB requires.
 */
import {
  groupOffers,
  JUSTWATCH_ATTRIBUTION,
  JUSTWATCH_URL,
  pickRegion,
  type WatchProviders,
} from '@reelhouse/core/media/watch-providers';
import { WHERE_TO_WATCH } from '@reelhouse/core/media/availability';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '~/components/ui/field';
import { getWatchProviders } from '~/lib/catalogue-client';
import type { WhereToWatchView } from './where-to-watch-view';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

export function WhereToWatch({ view }: { view: WhereToWatchView }) {
  return (
    <section aria-labelledby="where-to-watch" data-testid="where-to-watch" className="mt-10">
      <h2 id="where-to-watch" className="text-lg font-bold tablet:text-xl">
        {WHERE_TO_WATCH}
      </h2>
      {view.networks.length > 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {view.networks.length === 1 ? 'Network: ' : 'Networks: '}
          {view.networks.map((network, index) => (
            <span key={network.name}>
              {index > 0 ? ', ' : null}
              {network.path === null ? (
                <span className="font-medium text-ink">{network.name}</span>
              ) : (
                <Link to={network.path} className={linkClass}>
                  {network.name}
                </Link>
              )}
            </span>
          ))}
        </p>
      ) : null}
      {view.providers === null ? null : (
        <ProviderOffers mediaType={view.providers.mediaType} id={view.providers.id} />
      )}
    </section>
  );
}

/** The answer for one title: its providers, or 'failed'. */
interface ProvidersAnswer {
  key: string;
  result: WatchProviders | 'failed';
}

function ProviderOffers({ mediaType, id }: { mediaType: 'movie' | 'tv'; id: number }) {
  const key = `${mediaType}/${String(id)}`;
  const [answer, setAnswer] = useState<ProvidersAnswer | null>(null);
  const [chosenRegion, setChosenRegion] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getWatchProviders(mediaType, id, controller.signal).then(
      (providers) => {
        setAnswer({ key, result: providers });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, result: 'failed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [mediaType, id, key]);

  if (answer?.key !== key) {
    return <p className="mt-2 text-sm text-ink-muted">Looking for services…</p>;
  }
  if (answer.result === 'failed') {
    return (
      <p className="mt-2 text-sm text-ink-muted">
        The list of services could not be loaded. Try again later.
      </p>
    );
  }
  const { results } = answer.result;
  const regions = Object.keys(results).sort();
  const region =
    chosenRegion !== null && regions.includes(chosenRegion)
      ? chosenRegion
      : pickRegion(navigator.languages, regions);
  const offers = region === null ? undefined : results[region];
  if (region === null || offers === undefined) {
    return (
      <p className="mt-2 text-sm text-ink-muted" data-testid="no-providers">
        No streaming service is known to carry this title.
      </p>
    );
  }
  const regionNames = new Intl.DisplayNames(navigator.languages, { type: 'region' });
  return (
    <div className="mt-3 space-y-3">
      <div className="max-w-xs">
        <SelectField
          label="Region"
          value={region}
          options={regions.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
          onValueChange={setChosenRegion}
        />
      </div>
      <dl className="space-y-2 text-sm">
        {groupOffers(offers).map((group) => (
          <div key={group.label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{group.label}</dt>
            <dd>
              {group.providers.map((provider, index) => (
                <span key={provider.provider_id}>
                  {index > 0 ? ', ' : null}
                  {offers.link === null ? (
                    provider.provider_name
                  ) : (
                    <a
                      href={offers.link}
                      rel="noopener noreferrer"
                      target="_blank"
                      className={linkClass}
                    >
                      {provider.provider_name}
                    </a>
                  )}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-ink-muted">
        <a href={JUSTWATCH_URL} rel="noopener noreferrer" target="_blank" className="underline">
          {JUSTWATCH_ATTRIBUTION}
        </a>
      </p>
    </div>
  );
}
