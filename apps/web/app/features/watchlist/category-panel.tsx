/**
 * The category list of the bookmark icon: a checkbox per category (ticked where the title is),
 * which puts the title in or out and closes the list, and "add a category" (a trimmed, non-empty
 * name; Enter or the add button), which puts the title in the new category.
 */
import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { isInCategory } from '@reelhouse/core/bookmarks/bookmarks';
import { CATEGORY_NAME_MAX_LENGTH } from '@reelhouse/core/bookmarks/categories';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { bookmarksStore, type NewCategoryResult } from '~/lib/bookmarks-store';

interface CategoryPanelProps {
  id: string;
  mediaId: MediaId;
  title: string;
  categories: readonly string[];
  bookmarks: readonly Bookmark[];
  /** after a choice: the panel closes */
  onDone: () => void;
}

const NAME_PROBLEMS: Record<Exclude<NewCategoryResult, { ok: true }>['reason'], string> = {
  empty: 'Type a name for the new category.',
  'too-long': `Keep the name to ${String(CATEGORY_NAME_MAX_LENGTH)} characters or fewer.`,
  storage: 'The category could not be saved.',
};

export function CategoryPanel({
  id,
  mediaId,
  title,
  categories,
  bookmarks,
  onDone,
}: CategoryPanelProps) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstBox.current?.focus();
  }, []);

  const addCategory = async () => {
    const result = await bookmarksStore.addToNewCategory(mediaId, name, title);
    if (result.ok) {
      onDone();
      return;
    }
    setProblem(NAME_PROBLEMS[result.reason]);
  };

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={headingId}
      data-testid="bookmark-categories"
      className="absolute top-full right-0 left-0 z-30 mt-2 rounded-lg bg-surface-2 p-3 shadow-xl ring-1 ring-line tablet:right-auto tablet:w-72"
    >
      <p id={headingId} className="mb-2 text-sm font-bold">
        Save to category
      </p>
      <ul className="max-h-60 space-y-1 overflow-y-auto">
        {categories.map((category, index) => (
          <li key={category}>
            <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-surface-3">
              <input
                ref={index === 0 ? firstBox : undefined}
                type="checkbox"
                checked={isInCategory(bookmarks, { mediaId, category })}
                onChange={() => {
                  void bookmarksStore.toggle({ mediaId, category }, title);
                  onDone();
                }}
                className="size-4 accent-brand"
              />
              <span>{category}</span>
            </label>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex gap-2 border-t border-line pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          void addCategory();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          New category name
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          placeholder="New category"
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : errorId}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          className="h-9 min-w-0 flex-1 rounded-md bg-surface px-2 text-sm ring-1 ring-line"
        />
        <button
          type="submit"
          aria-label="Add category"
          className="inline-flex size-9 items-center justify-center rounded-md bg-brand text-on-brand hover:bg-brand-strong"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </form>
      {problem === null ? null : (
        <p id={errorId} role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
