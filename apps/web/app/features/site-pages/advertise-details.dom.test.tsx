import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdSpecs, AudienceFigure } from './advertise-details';

describe('the audience figure', () => {
  it('shows the real page views with separators and the window’s days', () => {
    render(
      <AudienceFigure audience={{ monthlyViews: 12_345, from: '2025-03-01', to: '2025-03-30' }} />,
    );
    expect(screen.getByTestId('audience-figure')).toHaveTextContent(
      '12,345 page views in the last 30 days (Mar 1, 2025 – Mar 30, 2025, counted by this site)',
    );
  });

  it('shows no figure at all when the views cannot be read or none were counted', () => {
    const { container, rerender } = render(<AudienceFigure audience={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <AudienceFigure audience={{ monthlyViews: 0, from: '2025-03-01', to: '2025-03-30' }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the ad specs', () => {
  it('lists the formats, the size limits, the shortest campaign and the review rules', () => {
    render(<AdSpecs />);
    const specs = within(screen.getByTestId('ad-specs'));
    const rows = Object.fromEntries(
      specs
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Formats: 'Animated GIF, JPG, PNG or text',
      'Largest animated GIF': '5 MB',
      'Largest JPG or PNG': '3 MB',
      'Shortest campaign': '3 days',
      Review: 'Every ad is reviewed before it runs',
      'Not accepted': 'Explicit content, scams or malware',
    });
  });
});
