import { toggleSavedTheme, useTheme } from '~/lib/use-theme';
import { Icon } from '~/components/ui/icon';

interface ThemeToggleProps {
  /** visible text beside the switch; the switch is labelled by it */
  label?: string;
  className?: string;
}

/** The dark/light switch. Icons swap with CSS so the server HTML is right before hydration. */
export function ThemeToggle({ label = 'Dark theme', className = '' }: ThemeToggleProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === null ? undefined : theme === 'dark'}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={toggleSavedTheme}
      className={`inline-flex items-center gap-2 rounded-full p-2 hover:bg-surface-2 ${className}`}
    >
      <Icon name="moon" className="hidden size-5 dark:block" />
      <Icon name="sun" className="size-5 dark:hidden" />
    </button>
  );
}
