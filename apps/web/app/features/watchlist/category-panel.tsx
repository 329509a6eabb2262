/**
 * The category list of the bookmark icon: a checkbox per category (ticked where the title is),
 * which puts the title in or out and closes the list, and "add a category" (a trimmed, non-empty
 * name; Enter or the add button), which puts the title in the new category. A Radix popover
 * loaded with the first press of (or pointer rest on) the button that opens it, so the title
 * pages' first download carries no positioning or dismiss code.
 */
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { type BookmarkedMedia, isInCategory } from '@reelhouse/core/bookmarks/bookmarks';
import { CATEGORY_NAME_MAX_LENGTH } from '@reelhouse/core/bookmarks/categories';
import { type RefObject, useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { controlClass } from '~/components/ui/field';
import { Popover, PopoverAnchor, PopoverPanel, useOutsideTrigger } from '~/components/ui/popover';
import { bookmarksStore, type NewCategoryResult } from '~/lib/bookmarks-store';
import { Icon } from '~/components/ui/icon';

export interface CategoryPopoverProps {
  /** the title's id and type */
  media: BookmarkedMedia;
  title: string;
  categories: readonly string[];
  bookmarks: readonly Bookmark[];
  open: boolean;
  /** a choice, Escape or a press outside closes the list */
  onOpenChange: (open: boolean) => void;
  /** the bookmark buttons, which the list sits below */
  anchorRef: RefObject<HTMLElement | null>;
  /** the button that opens and closes the list; focus goes back to it after a choice */
  triggerRef: RefObject<HTMLElement | null>;
  id: string;
}

const NAME_PROBLEMS: Record<Exclude<NewCategoryResult, { ok: true }>['reason'], string> = {
  empty: 'Type a name for the new category.',
  'too-long': `Keep the name to ${String(CATEGORY_NAME_MAX_LENGTH)} characters or fewer.`,
  storage: 'The category could not be saved.',
};

/** The list, anchored to the bookmark buttons (the first box takes focus when it opens). */
export default function CategoryPopover({
  media,
  title,
  categories,
  bookmarks,
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  id,
}: CategoryPopoverProps) {
  const triggerRules = useOutsideTrigger(triggerRef);
  const onDone = () => onOpenChange(false);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const addCategory = async () => {
    const result = await bookmarksStore.addToNewCategory(media, name, title);
    if (result.ok) {
      onDone();
      return;
    }
    setProblem(NAME_PROBLEMS[result.reason]);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchorRef} />
      <PopoverPanel
        id={id}
        align="start"
        aria-labelledby={headingId}
        data-testid="bookmark-categories"
        className="w-[min(18rem,calc(100vw-1.5rem))] p-3"
        {...triggerRules}
      >
        <p id={headingId} className="mb-2 text-sm font-bold">
          Save to category
        </p>
        <ul className="max-h-60 space-y-1 overflow-y-auto">
          {categories.map((category) => (
            <li key={category}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-surface-3">
                <input
                  type="checkbox"
                  checked={isInCategory(bookmarks, { ...media, category })}
                  onChange={() => {
                    void bookmarksStore.toggle({ ...media, category }, title);
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
            className={`${controlClass('sm')} min-w-0 flex-1`}
          />
          <button type="submit" aria-label="Add category" className={buttonClass({ size: 'icon' })}>
            <Icon name="plus" className="size-4" />
          </button>
        </form>
        {problem === null ? null : (
          <p id={errorId} role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
            {problem}
          </p>
        )}
      </PopoverPanel>
    </Popover>
  );
}
