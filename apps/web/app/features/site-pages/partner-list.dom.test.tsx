import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PARTNERS, PartnerList } from './partner-list';

describe('the partner list', () => {
  it('links each partner by name in a new tab without passing our page on, with its description', () => {
    render(
      <PartnerList
        partners={[
          { name: 'Open Films', url: 'https://films.example.org/', description: 'Free films.' },
          { name: 'Film Club', url: 'https://club.example.net/' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /^Open Films/ });
    expect(link).toHaveAttribute('href', 'https://films.example.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Open Films (opens in a new tab)');
    expect(screen.getByText('Free films.')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Film Club/ })).toHaveAttribute(
      'href',
      'https://club.example.net/',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when no partner is listed', () => {
    render(<PartnerList partners={[]} />);
    expect(screen.getByText(NO_PARTNERS)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
