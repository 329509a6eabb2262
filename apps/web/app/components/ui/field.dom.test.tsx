import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, SelectField, TextField } from './field';

const QUALITIES = [
  { value: 'auto', label: 'Automatic' },
  { value: 'high', label: 'High' },
  { value: 'low', label: 'Low' },
] as const;

type Quality = (typeof QUALITIES)[number]['value'];

/** A form's select as the pages hold it: the chosen value in state, each choice reported. */
function QualitySelect({
  onValueChange,
  error,
}: {
  onValueChange: (value: Quality) => void;
  error?: string;
}) {
  const [value, setValue] = useState<Quality>('auto');
  return (
    <SelectField
      label="Quality"
      hint="The quality the player starts with."
      error={error ?? null}
      value={value}
      options={QUALITIES}
      onValueChange={(chosen) => {
        setValue(chosen);
        onValueChange(chosen);
      }}
    />
  );
}

describe('TextField', () => {
  it('is named by its label, takes what is typed, and has no description without hint or error', async () => {
    const user = userEvent.setup();
    render(<TextField label="Username" name="username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'captain');
    expect(input).toHaveValue('captain');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the hint under the field and reads it as the description, the field still valid', () => {
    render(<TextField label="Username" hint="3 to 20 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(screen.getByText('3 to 20 letters or digits')).toBeVisible();
    expect(input).toHaveAccessibleDescription('3 to 20 letters or digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field, marks it invalid and reads hint then error as the description', () => {
    render(
      <TextField
        label="Email"
        hint="We never share it."
        error="Please enter a valid email"
        defaultValue="cap@"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Please enter a valid email')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email');
  });
});

describe('PasswordField', () => {
  it('hides the password until "Show password" is pressed, and hides it again on a second press', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.type(input, 'hunter22');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('hunter22');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Hide password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', 'Show password');
  });

  it('keeps the password hidden while the show/hide button is disabled (a busy form)', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" isToggleDisabled />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('reads its error as the description and marks the input invalid', () => {
    render(<PasswordField label="Password" error="Password must be at least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  });
});

describe('SelectField', () => {
  it('is named by its label, shows the chosen option and reports the value picked', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<QualitySelect onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Quality' });
    expect(select).toHaveDisplayValue('Automatic');
    expect(select).toHaveAccessibleDescription('The quality the player starts with.');
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select, 'High');
    expect(select).toHaveDisplayValue('High');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('high');
  });

  it('shows its error under the select, marked invalid and read after the hint', () => {
    render(<QualitySelect onValueChange={vi.fn()} error="Pick a quality your plan includes" />);
    const select = screen.getByRole('combobox', { name: 'Quality' });
    expect(screen.getByText('Pick a quality your plan includes')).toBeVisible();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'The quality the player starts with. Pick a quality your plan includes',
    );
  });
});
