import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';
import { readStoredString, removeStored } from '~/lib/storage';

afterEach(() => {
  removeStored(['theme']);
  document.documentElement.classList.remove('dark');
});

describe('the dark-theme switch', () => {
  it('says it is on in the dark theme, and a press turns the page light and saves the choice', async () => {
    document.documentElement.classList.add('dark');
    const user = userEvent.setup();
    render(<ThemeToggle label="Dark mode" />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(readStoredString('theme')).toBe('light');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(readStoredString('theme')).toBe('dark');
  });
});
