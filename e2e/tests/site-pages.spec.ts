/**
 * The site's own pages (spec section 2 "Static pages"; issue 17): each server-rendered with its
 * own title and description, the Terms' sections, the donate page's coins, copy confirmation, QR
 * codes and stats formats, the partner list and form, and the advertise page's real audience.
 * The e2e server's content folder is `e2e/fixtures/content` (example addresses, stats, partners);
 * the page texts are the shipped ones.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  PARTNER_EMAIL_MESSAGE,
  PARTNER_MESSAGE_MESSAGE,
  PARTNER_NAME_MESSAGE,
  PARTNER_SITE_MESSAGE,
} from '@reelhouse/core/site-content/partner-request-schema';
import { COPY_CONFIRMATION_MS } from '@reelhouse/core/stats/donations';
import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../site-config';
import { startOwnServer } from './own-server';
import { waitForShellHydration } from './support';

const REPO = join(import.meta.dirname, '..', '..');
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'content');
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;

const PAGES = [
  { path: '/faq', slug: 'faq' },
  { path: '/dmca', slug: 'dmca' },
  { path: '/disclaimer', slug: 'disclaimer' },
  { path: '/tos', slug: 'terms' },
  { path: '/privacy', slug: 'privacy' },
  { path: '/partners', slug: 'partners' },
  { path: '/partners/submit', slug: 'partners-submit' },
  { path: '/donate', slug: 'donate' },
  { path: '/ads', slug: 'ads' },
  { path: '/advertise', slug: 'advertise' },
] as const;

/** The title and description a shipped page's front matter gives it. */
function readFrontMatter(slug: string): { title: string; description: string } {
  const text = readFileSync(join(REPO, 'content', 'pages', `${slug}.md`), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const field = (name: string) => {
    const raw = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return raw.replace(/^(['"])(.*)\1$/, '$2').replaceAll('{siteName}', 'Reelhouse');
  };
  return { title: field('title'), description: field('description') };
}

/** Matches text that contains `text` as it is. */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function readFixture(file: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
}

test.describe('served without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, slug } of PAGES) {
    test(`${path} answers 200 with its own title, heading, description and canonical URL`, async ({
      page,
    }) => {
      const { title, description } = readFrontMatter(slug);
      expect(title).not.toBe('');
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Reelhouse`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const shown = page.locator('meta[name="description"]');
      if (description.length <= 160) await expect(shown).toHaveAttribute('content', description);
      else await expect(shown).toHaveAttribute('content', containing(description.slice(0, 80)));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', ORIGIN + path);
      await expect(page.getByTestId('site-page-body')).not.toBeEmpty();
    });
  }

  test('/terms leads to /tos, the Terms with the spec’s sections', async ({ page, request }) => {
    const redirect = await request.get('/terms', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/tos');
    await page.goto('/terms');
    await expect(page).toHaveURL('/tos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    const body = page.getByTestId('site-page-body');
    for (const section of [
      '1. Acceptance of Terms',
      '2. Service Description',
      '3. Links to Third-Party Content',
      'Contact Us',
    ]) {
      await expect(body.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
  });
});

test.describe('donate', () => {
  const addresses = readFixture('donation-addresses.json') as Record<'BTC' | 'LTC' | 'XMR', string>;

  test('one card per coin in the spec’s order, each with its address and a labelled QR code', async ({
    page,
  }) => {
    await page.goto('/donate');
    const cards = page.locator('[data-testid^="donation-coin-"]');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Bitcoin (BTC)',
      'Litecoin (LTC)',
      'Monero (XMR)',
    ]);
    for (const [currency, name] of [
      ['BTC', 'bitcoin'],
      ['LTC', 'litecoin'],
      ['XMR', 'monero'],
    ] as const) {
      const card = page.getByTestId(`donation-coin-${currency}`);
      await expect(card.getByTestId('donation-address')).toHaveText(addresses[currency]);
      const qr = card.getByRole('img', { name: `QR code of the ${name} address` });
      await expect(qr).toBeVisible();
      await expect(qr.locator('svg')).toHaveCount(1);
    }
    // The operator's text says what the issue asks the page to say.
    const body = page.getByTestId('site-page-body');
    await expect(body).toContainText(/only funding/i);
    await expect(body).toContainText(/paywall/i);
  });

  test(`the copy button copies the address and reads 'Copied' for about ${String(COPY_CONFIRMATION_MS)} ms`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await page.goto('/donate');
    await waitForShellHydration(page);
    const card = page.getByTestId('donation-coin-LTC');
    // By test id: the button's name changes with its label ('Copy…', then 'Copied…').
    const button = card.getByTestId('copy-button');
    await expect(button).toHaveAccessibleName('Copy litecoin address');
    await button.click();
    const copiedAt = Date.now();
    await expect(button).toHaveText('Copied litecoin address');
    await expect(card.getByRole('status')).toHaveText(
      'The litecoin address was copied to the clipboard.',
    );
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(addresses.LTC);
    await expect(button).toHaveText('Copy litecoin address', {
      timeout: COPY_CONFIRMATION_MS + 2000,
    });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS - 250);
  });

  test('the stats: total in BTC with 5 decimals, about-USD at 80,500, donors, recent donations', async ({
    page,
  }) => {
    await page.goto('/donate');
    await expect(page.getByTestId('donation-total')).toHaveText('0.50000 BTC');
    await expect(page.getByTestId('donation-total-usd')).toHaveText(
      'About $40,250, at a fixed price of $80,500 per bitcoin',
    );
    await expect(page.getByTestId('donation-donors')).toHaveText('1,234');
    await expect(page.getByTestId('donation-amount')).toHaveText([
      '0.01230 BTC',
      '1.50 LTC',
      '3.46 XMR',
    ]);
    const recent = page.getByTestId('recent-donations');
    await expect(recent).toContainText('Mar 1, 2025');
    await expect(recent).toContainText('Example donation (test fixture)');
  });
});

test('/partners lists the partners of the content folder and leads to the form and /advertise', async ({
  page,
}) => {
  const partners = readFixture('partners.json') as {
    name: string;
    url: string;
    description?: string;
  }[];
  await page.goto('/partners');
  const list = page.getByTestId('partner-list');
  await expect(list.getByRole('listitem')).toHaveCount(partners.length);
  for (const partner of partners) {
    const link = list.getByRole('link', { name: partner.name });
    await expect(link).toHaveAttribute('href', partner.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    if (partner.description) await expect(list).toContainText(partner.description);
  }
  await page.getByRole('link', { name: 'Advertise here', exact: true }).click();
  await expect(page).toHaveURL('/advertise');
  await page.goBack();
  await page.getByRole('link', { name: 'Become a partner', exact: true }).click();
  await expect(page).toHaveURL('/partners/submit');
  await expect(page.getByRole('form', { name: 'Partnership request' })).toBeVisible();
});

async function openPartnerForm(page: Page) {
  await page.goto('/partners/submit');
  await waitForShellHydration(page);
  const form = page.getByRole('form', { name: 'Partnership request' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    siteUrl: form.getByRole('textbox', { name: 'Site address' }),
    email: form.getByRole('textbox', { name: 'Contact email' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    submit: form.getByRole('button', { name: 'Send request' }),
  };
}

test('the partnership form shows each field’s message under it and sends nothing', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/partners')) sent.push(request.method());
  });
  const fields = await openPartnerForm(page);
  await fields.siteUrl.fill('films.example.org');
  await fields.email.fill('not an address');
  await fields.submit.click();
  await expect(fields.name).toHaveAccessibleDescription(containing(PARTNER_NAME_MESSAGE));
  await expect(fields.siteUrl).toHaveAccessibleDescription(containing(PARTNER_SITE_MESSAGE));
  await expect(fields.email).toHaveAccessibleDescription(PARTNER_EMAIL_MESSAGE);
  await expect(fields.message).toHaveAccessibleDescription(containing(PARTNER_MESSAGE_MESSAGE));
  await expect(fields.name).toBeFocused();
  expect(sent).toEqual([]);
});

test('a valid partnership request is stored, and the operator sees it in the admin list', async ({
  page,
}, testInfo) => {
  const email = `partner-${testInfo.project.name}-${String(Date.now())}@films.example.org`;
  const fields = await openPartnerForm(page);
  await fields.name.fill('Example Open Films');
  await fields.siteUrl.fill('https://films.example.org');
  await fields.email.fill(email);
  await fields.message.fill('We list public-domain films and would like to link to you.');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/partners'));
  await fields.submit.click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByTestId('partner-request-sent')).toHaveText(
    `Thanks! We read every request and will reach you at ${email}.`,
  );
  await expect(fields.form).toHaveCount(0);

  const dataDir = process.env.REELHOUSE_E2E_DATA_DIR;
  test.skip(dataDir === undefined, 'the e2e server’s data folder is not known');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/admin-cli.ts', 'partners', 'list'],
    { cwd: REPO, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  expect(stdout).toContain(email);
  expect(stdout).toContain('https://films.example.org');
});

test('/ads says why there are ads and leads to /donate, /partners/submit and /advertise', async ({
  page,
}) => {
  await page.goto('/ads');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why We Now Have Ads');
  const related = page.getByRole('navigation', { name: 'Other ways to help' });
  for (const [label, href] of [
    ['Donate', '/donate'],
    ['Become a partner', '/partners/submit'],
    ['Advertise here', '/advertise'],
  ] as const) {
    await expect(related.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await related.getByRole('link', { name: 'Donate', exact: true }).click();
  await expect(page).toHaveURL('/donate');
});

test('/advertise lists the ad specs and never shows the spec’s invented audience figures', async ({
  page,
}) => {
  await page.goto('/advertise');
  const specs = page.getByTestId('ad-specs');
  await expect(specs).toContainText('Animated GIF, JPG, PNG or text');
  await expect(specs).toContainText('5 MB');
  await expect(specs).toContainText('3 MB');
  await expect(specs).toContainText('3 days');
  await expect(page.locator('main')).not.toContainText(/234k|70K|258K/i);
  await expect(page.getByRole('link', { name: 'Why we have ads', exact: true })).toHaveAttribute(
    'href',
    '/ads',
  );
});

test.describe('the footer', () => {
  for (const [label, path, title] of [
    ['FAQ', '/faq', readFrontMatter('faq').title],
    ['Privacy', '/privacy', readFrontMatter('privacy').title],
    ['Advertise', '/advertise', readFrontMatter('advertise').title],
  ] as const) {
    test(`${label} reaches ${path} at every width`, async ({ page }) => {
      await page.goto('/');
      await waitForShellHydration(page);
      await page.getByTestId('site-footer').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('Terms, DMCA, Disclaimer and Partners reach their pages on extra-large screens', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'these links show on extra-large screens only');
    await page.goto('/');
    await waitForShellHydration(page);
    const footer = page.getByTestId('site-footer');
    for (const [label, path, slug] of [
      ['Terms', '/tos', 'terms'],
      ['DMCA', '/dmca', 'dmca'],
      ['Disclaimer', '/disclaimer', 'disclaimer'],
      ['Partners', '/partners', 'partners'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(readFrontMatter(slug).title);
    }
  });

  test('Donate reaches /donate on mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the Donate link shows on mobile only');
    await page.goto('/');
    await waitForShellHydration(page);
    await page
      .getByTestId('site-footer')
      .getByRole('link', { name: 'Donate', exact: true })
      .click();
    await expect(page).toHaveURL('/donate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate');
  });
});

test('/advertise shows no figure on a fresh server, then exactly the page views it counted', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one server of its own is enough');
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'reelhouse-e2e-audience-'));
  try {
    const first = await startOwnServer({ dataDir, contentDir: FIXTURES });
    try {
      await page.goto(`${first.origin}/advertise`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        readFrontMatter('advertise').title,
      );
      await expect(page.getByTestId('audience-figure')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/page views/i);
      // Three more pages: four views with /advertise itself.
      for (const path of ['/faq', '/dmca', '/privacy']) {
        const response = await page.request.get(`${first.origin}${path}`);
        expect(response.status()).toBe(200);
      }
    } finally {
      await first.stop();
    }
    // The figure is read once and kept a while; a new server reads what the first one wrote.
    const second = await startOwnServer({ dataDir, contentDir: FIXTURES });
    try {
      await page.goto(`${second.origin}/advertise`);
      await expect(page.getByTestId('audience-figure')).toContainText(
        /^4 page views in the last 30 days \(\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}, counted by this site\)$/,
      );
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
