import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SitePageArticle } from './site-page-article';

describe('a site page', () => {
  it('has the page’s title as its one heading of level 1 and the server’s HTML as its body', () => {
    render(
      <SitePageArticle
        page={{
          title: 'Terms of Service',
          description: 'The terms.',
          html: '<h2>1. Acceptance of Terms</h2><p>By using <a href="/">Reelhouse</a>…</p>',
        }}
      >
        <p>After the text</p>
      </SitePageArticle>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(screen.getByRole('article', { name: 'Terms of Service' })).toBeVisible();
    const body = screen.getByTestId('site-page-body');
    expect(body).toHaveClass('prose-page');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('1. Acceptance of Terms');
    expect(screen.getByRole('link', { name: 'Reelhouse' })).toHaveAttribute('href', '/');
    expect(body.compareDocumentPosition(screen.getByText('After the text'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
