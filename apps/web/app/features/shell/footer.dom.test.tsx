import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { Footer } from './footer';

function renderFooter() {
  renderRoute(<h1>Home</h1>, { shell: <Footer chatUrl={undefined} taglineIndex={0} /> });
  return screen.getByTestId('site-footer');
}

function linksOf(element: HTMLElement) {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the footer links', () => {
  it('keeps the extra-large-only links together, the Terms pointing at /tos', () => {
    const footer = renderFooter();
    const xlOnly = within(footer).getByRole('navigation', { name: 'Site information' });
    expect(xlOnly).toHaveClass('hidden', 'xl:flex');
    expect(linksOf(xlOnly)).toEqual([
      ['History', '/history'],
      ['DMCA', '/dmca'],
      ['Disclaimer', '/disclaimer'],
      ['Terms', '/tos'],
      ['Partners', '/partners'],
    ]);
  });

  it('links FAQ, Privacy, Advertise and Credits at every width, and Donate on mobile only', () => {
    const footer = renderFooter();
    const xlOnly = within(footer).getByRole('navigation', { name: 'Site information' });
    const everyWidth = linksOf(footer).filter(
      ([label]) => !within(xlOnly).queryByRole('link', { name: label ?? '' }),
    );
    expect(everyWidth).toEqual([
      ['Donate', '/donate'],
      ['FAQ', '/faq'],
      ['Privacy', '/privacy'],
      ['Advertise', '/advertise'],
      ['Credits', '/credits'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Donate' })).toHaveClass('tablet:hidden');
    for (const label of ['FAQ', 'Privacy', 'Advertise', 'Credits']) {
      expect(within(footer).getByRole('link', { name: label }).className).not.toMatch(/hidden/);
    }
  });
});
