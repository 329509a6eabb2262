/**
 * The search page's controls (spec section 2): the free-text input (applied 300 ms after the last
 * keystroke, replacing the URL), the 'Media Type' and 'Sort By' selects (a change goes back to
 * page 1). A plain GET form underneath, so searching works before the scripts load.
 */
import { SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER_INITIAL } from '@reelhouse/core/display/search';
import {
  SEARCH_MEDIA_TYPE_LABEL,
  SEARCH_MEDIA_TYPE_OPTIONS,
  SEARCH_SORT_LABEL,
  SEARCH_SORT_OPTIONS,
  type SearchState,
  updateSearchState,
} from '@reelhouse/core/display/search-params';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPagePath } from './search-paths';

const fieldClass =
  'h-11 rounded-lg border border-line bg-surface-2 px-3 text-base text-ink hover:border-brand';

/** @returns the option's typed value, or undefined for a value the select does not offer */
function findOption<T extends string>(options: readonly { value: T }[], value: string) {
  return options.find((option) => option.value === value)?.value;
}

export function SearchControls({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const ids = { query: useId(), type: useId(), sort: useId() };
  const [text, setText] = useState(state.query);
  // The query the input last sent or received: a URL change to anything else (back, a link)
  // replaces the text, while the answer to what was typed leaves later typing alone.
  const [knownQuery, setKnownQuery] = useState(state.query);
  if (state.query !== knownQuery) {
    setKnownQuery(state.query);
    setText(state.query);
  }

  const go = (change: Partial<Pick<SearchState, 'sort' | 'type'>>) => {
    const next = updateSearchState(state, { query: text.trim(), ...change });
    setKnownQuery(next.query);
    void navigate(searchPagePath(next, next.page), { preventScrollReset: true });
  };

  useEffect(() => {
    const query = text.trim();
    if (query === knownQuery) return;
    const timer = setTimeout(() => {
      const next = updateSearchState(state, { query });
      setKnownQuery(query);
      void navigate(searchPagePath(next, next.page), { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, knownQuery, state, navigate]);

  return (
    <form
      role="search"
      method="get"
      action="/search"
      className="grid gap-3 tablet:grid-cols-[1fr_auto_auto_auto] tablet:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        go({});
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.query} className="text-sm font-semibold">
          Search
        </label>
        <input
          id={ids.query}
          name="query"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER_INITIAL}
          autoComplete="off"
          enterKeyHint="search"
          className={fieldClass}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 tablet:contents">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.type} className="text-sm font-semibold">
            {SEARCH_MEDIA_TYPE_LABEL}
          </label>
          <select
            id={ids.type}
            name="type"
            value={state.type}
            onChange={(event) => {
              const type = findOption(SEARCH_MEDIA_TYPE_OPTIONS, event.target.value);
              if (type) go({ type });
            }}
            className={fieldClass}
          >
            {SEARCH_MEDIA_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.sort} className="text-sm font-semibold">
            {SEARCH_SORT_LABEL}
          </label>
          <select
            id={ids.sort}
            name="sort"
            value={state.sort}
            onChange={(event) => {
              const sort = findOption(SEARCH_SORT_OPTIONS, event.target.value);
              if (sort) go({ sort });
            }}
            className={fieldClass}
          >
            {SEARCH_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </form>
  );
}
