/**
 * The bookmarks page's three selects (spec section 2): Media (all, movie, tv), Category (all or a
 * bookmark category) and Sort by (date-added, title, rating). The page keeps the choice in its
 * address.
 */
import type { BookmarkFilters } from '@reelhouse/core/bookmarks/bookmarks-page';
import { useId, type ReactNode } from 'react';
import {
  ALL_CATEGORIES_LABEL,
  CATEGORY_FILTER_LABEL,
  MEDIA_FILTER_LABEL,
  MEDIA_FILTER_OPTIONS,
  SORT_LABEL,
  SORT_OPTIONS,
} from './bookmarks-view';

/** The Category select's value for "every category" (no category name is blank). */
const ALL_CATEGORIES_VALUE = '';

const fieldClass =
  'h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-base text-ink hover:border-brand';

interface BookmarkFiltersProps {
  filters: BookmarkFilters;
  categories: readonly string[];
  onChange: (filters: BookmarkFilters) => void;
}

export function BookmarkFilterControls({ filters, categories, onChange }: BookmarkFiltersProps) {
  return (
    <div
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3 tablet:max-w-2xl"
      data-testid="bookmark-filters"
    >
      <Field label={MEDIA_FILTER_LABEL}>
        {(id) => (
          <select
            id={id}
            value={filters.media}
            onChange={(event) => {
              const option = MEDIA_FILTER_OPTIONS.find((o) => o.value === event.target.value);
              if (option) onChange({ ...filters, media: option.value });
            }}
            className={fieldClass}
          >
            {MEDIA_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={CATEGORY_FILTER_LABEL}>
        {(id) => (
          <select
            id={id}
            value={filters.category === 'all' ? ALL_CATEGORIES_VALUE : filters.category.category}
            onChange={(event) => {
              const value = event.target.value;
              onChange({
                ...filters,
                category: value === ALL_CATEGORIES_VALUE ? 'all' : { category: value },
              });
            }}
            className={fieldClass}
          >
            <option value={ALL_CATEGORIES_VALUE}>{ALL_CATEGORIES_LABEL}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={SORT_LABEL}>
        {(id) => (
          <select
            id={id}
            value={filters.sortBy}
            onChange={(event) => {
              const option = SORT_OPTIONS.find((o) => o.value === event.target.value);
              if (option) onChange({ ...filters, sortBy: option.value });
            }}
            className={fieldClass}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
