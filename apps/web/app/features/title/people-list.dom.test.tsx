import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeopleList } from './people-list';
import type { PersonView } from './title-view';

const person = (id: number, name: string, profilePath: string | null = null): PersonView => ({
  id,
  name,
  role: `Role ${String(id)}`,
  profilePath,
});

describe('the people list', () => {
  it('shows a person without a photo as their initials on their own colour, names them below', () => {
    render(
      <PeopleList
        title="Cast"
        people={[person(1, 'Keanu Reeves'), person(2, 'Carrie-Anne Moss')]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Cast' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'KRKeanu ReevesRole 1',
      'CMCarrie-Anne MossRole 2',
    ]);
    const avatars = screen.getAllByTestId('initials-avatar');
    expect(avatars[0]).toHaveAttribute('aria-hidden', 'true');
    expect(avatars[0]?.style.backgroundColor).not.toBe('');
  });

  it('shows the photo when there is one, and no initials', () => {
    render(<PeopleList title="Cast" people={[person(1, 'Keanu Reeves', '/k.jpg')]} />);
    expect(screen.queryByTestId('initials-avatar')).not.toBeInTheDocument();
    expect(screen.getByText('Keanu Reeves')).toBeVisible();
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<PeopleList title="Cast" people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
