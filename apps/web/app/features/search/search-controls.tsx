/**
 * The search page's controls (spec section 2): the free-text input (applied 300 ms after the last
 * keystroke, replacing the URL), the 'Media Type' and 'Sort By' selects (a change goes back to
 * page 1). A plain GET form underneath, so searching works before the scripts load.
 */
import { SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER_INITIAL } from '@reelhouse/core/screens/search';
import {
  SEARCH_MEDIA_TYPE_LABEL,
  SEARCH_MEDIA_TYPE_OPTIONS,
  SEARCH_SORT_LABEL,
  SEARCH_SORT_OPTIONS,
  type SearchState,
  updateSearchState,
} from '@reelhouse/core/screens/search-params';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { searchPagePath } from './search-paths';
import { Icon } from '~/components/ui/icon';

export function SearchControls({ state }: { state: SearchState }) {
  const navigate = useNavigate();
  const [text, setText] = useState(state.query);
  // The address's query as last rendered, and the query the input last sent or received. The
  // address moving to anything but what was sent (back, a link) replaces the text; the address
  // catching up with what was typed, or not having moved yet, leaves the typing alone.
  const [urlQuery, setUrlQuery] = useState(state.query);
  const [sentQuery, setSentQuery] = useState(state.query);
  if (state.query !== urlQuery) {
    setUrlQuery(state.query);
    if (state.query !== sentQuery) {
      setSentQuery(state.query);
      setText(state.query);
    }
  }

  const go = (change: Partial<Pick<SearchState, 'sort' | 'type'>>) => {
    const next = updateSearchState(state, { query: text.trim(), ...change });
    setSentQuery(next.query);
    void navigate(searchPagePath(next, next.page), { preventScrollReset: true });
  };

  useEffect(() => {
    const query = text.trim();
    if (query === sentQuery) return;
    const timer = setTimeout(() => {
      const next = updateSearchState(state, { query });
      setSentQuery(query);
      void navigate(searchPagePath(next, next.page), { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sentQuery, state, navigate]);

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
      <TextField
        label="Search"
        name="query"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER_INITIAL}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div className="grid grid-cols-2 gap-3 tablet:contents">
        <SelectField
          label={SEARCH_MEDIA_TYPE_LABEL}
          name="type"
          value={state.type}
          options={SEARCH_MEDIA_TYPE_OPTIONS}
          onValueChange={(type) => go({ type })}
        />
        <SelectField
          label={SEARCH_SORT_LABEL}
          name="sort"
          value={state.sort}
          options={SEARCH_SORT_OPTIONS}
          onValueChange={(sort) => go({ sort })}
        />
      </div>
      <Button type="submit">
        <Icon name="search" className="size-4" />
        Search
      </Button>
    </form>
  );
}
