/**
 * The bookmarks page's three selects (spec section 2): Media (all, movie, tv), Category (all or a
 * bookmark category) and Sort by (date-added, title, rating). The page keeps the choice in its
 * address.
 */
import type { BookmarkFilters } from '@reelhouse/core/bookmarks/bookmarks-page';
import { SelectField } from '~/components/ui/field';
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
      <SelectField
        label={MEDIA_FILTER_LABEL}
        value={filters.media}
        options={MEDIA_FILTER_OPTIONS}
        onValueChange={(media) => onChange({ ...filters, media })}
      />
      <SelectField
        label={CATEGORY_FILTER_LABEL}
        value={filters.category === 'all' ? ALL_CATEGORIES_VALUE : filters.category.category}
        options={[
          { value: ALL_CATEGORIES_VALUE, label: ALL_CATEGORIES_LABEL },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
        onValueChange={(value) =>
          onChange({
            ...filters,
            category: value === ALL_CATEGORIES_VALUE ? 'all' : { category: value },
          })
        }
      />
      <SelectField
        label={SORT_LABEL}
        value={filters.sortBy}
        options={SORT_OPTIONS}
        onValueChange={(sortBy) => onChange({ ...filters, sortBy })}
      />
    </div>
  );
}
