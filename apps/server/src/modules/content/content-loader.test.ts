import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../cache/log-capture.test-support';
import { ContentError } from './content-problems';
import {
  createTestContentFolders,
  createTestLoader,
  makeAnimatedGif,
  makePng,
  pageSource,
  type TestContentFolders,
} from './content.test-support';
import { createCreativeDownloader } from './creative-download';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const XMR =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

let folders: TestContentFolders;

beforeEach(async () => {
  folders = await createTestContentFolders();
});

afterEach(async () => {
  await folders.dispose();
});

/** The problems a load fails with (the test fails if it succeeds). */
async function loadProblems(options?: Parameters<typeof createTestLoader>[1]): Promise<string[]> {
  const error: unknown = await createTestLoader(folders, options)
    .loader.load()
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  if (!(error instanceof ContentError))
    throw new Error(`Expected a ContentError, got ${String(error)}`);
  return [...error.problems];
}

const ad = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  link: 'https://advertiser.example/',
  gifUrl: '/ad-media/banner.gif',
  ...overrides,
});

describe('content loader: what it reads', () => {
  it('serves empty lists, no addresses, no stats and no pages from empty folders', async () => {
    const snapshot = await createTestLoader(folders).loader.load();
    expect(snapshot).toMatchObject({
      infoModals: [],
      infoBoxes: [],
      ads: [],
      donationAddresses: [],
      donationStats: null,
      partners: [],
    });
    expect(snapshot.pages.size).toBe(0);
    expect(JSON.parse(snapshot.modalsJson.body)).toEqual([]);
    expect(JSON.parse(snapshot.adsJson.body)).toEqual([]);
  });

  it('reads each file from the operator’s folder, and a file it lacks from the shipped one', async () => {
    await folders.writeDefault('partners.json', [{ name: 'Shipped', url: 'https://s.example' }]);
    await folders.writeDefault('pages/faq.md', pageSource('FAQ', 'Shipped answers', 'Shipped.'));
    await folders.writeDefault('pages/dmca.md', pageSource('DMCA', 'Shipped notice', 'Shipped.'));
    await folders.write('partners.json', [{ name: 'Own', url: 'https://own.example' }]);
    await folders.write('pages/dmca.md', pageSource('DMCA', 'Own notice', 'Own.'));

    const snapshot = await createTestLoader(folders).loader.load();

    expect(snapshot.partners).toEqual([{ name: 'Own', url: 'https://own.example' }]);
    expect(snapshot.pages.get('faq')?.description).toBe('Shipped answers');
    expect(snapshot.pages.get('dmca')?.description).toBe('Own notice');
    expect(snapshot.pages.get('terms')).toBeUndefined();
  });

  it('lists donation addresses in page order, each with a QR code made on the server', async () => {
    await folders.write('donation-addresses.json', { XMR, BTC });
    const snapshot = await createTestLoader(folders).loader.load();
    expect(snapshot.donationAddresses.map(({ qrSvg: _, ...rest }) => rest)).toEqual([
      { currency: 'BTC', name: 'bitcoin', address: BTC },
      { currency: 'XMR', name: 'monero', address: XMR },
    ]);
    for (const entry of snapshot.donationAddresses) {
      expect(entry.qrSvg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
      expect(entry.qrSvg).toContain('<path');
    }
    // A longer address needs a larger code.
    const [btc, xmr] = snapshot.donationAddresses;
    const size = (svg = '') => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    expect(size(xmr?.qrSvg)).toBeGreaterThan(size(btc?.qrSvg));
  });

  it('reads donation stats, info boxes and info modals with their defaults', async () => {
    await folders.write('donation-stats.json', {
      totalAmount: 0.5,
      totalDonors: 3,
      recentDonations: [{ id: 1, amount: 2, currency: 'xmr', date: '2026-03-01', message: null }],
    });
    await folders.write('info-boxes.json', [{ id: 'b1', title: 'Maintenance tonight' }]);
    await folders.write('info-modals.json', [{ id: 7, title: 'Welcome' }]);
    const snapshot = await createTestLoader(folders).loader.load();
    expect(snapshot.donationStats).toEqual({
      totalAmount: 0.5,
      totalDonors: 3,
      recentDonations: [
        { id: '1', amount: 2, currency: 'XMR', date: '2026-03-01', message: undefined },
      ],
    });
    expect(snapshot.infoBoxes).toEqual([
      { id: 'b1', title: 'Maintenance tonight', type: 'info', dismissible: true },
    ]);
    expect(JSON.parse(snapshot.modalsJson.body)).toEqual([
      { id: '7', title: 'Welcome', repeat: 'never', priority: 0 },
    ]);
  });

  it('sanitises an info modal’s html', async () => {
    await folders.write('info-modals.json', [
      {
        id: 'm',
        title: 'Hi',
        html: '<p onmouseover="x()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
      },
    ]);
    const snapshot = await createTestLoader(folders).loader.load();
    expect(snapshot.infoModals[0]?.html).toBe('<p>Read <a>this</a></p>');
    expect(snapshot.modalsJson.body).not.toMatch(/script|onmouseover|javascript/);
  });
});

describe('content loader: bad files name the file and the field', () => {
  it('refuses a content folder that is not there rather than serving the shipped files', async () => {
    await folders.writeDefault('partners.json', [{ name: 'Shipped', url: 'https://s.example' }]);
    await rm(folders.dir, { recursive: true });
    expect(await loadProblems()).toEqual([`${folders.dir}: no such folder`]);
  });

  it('refuses a file that is not JSON', async () => {
    await folders.write('ads.json', '[{"id": 1,}]');
    expect(await loadProblems()).toEqual([
      expect.stringMatching(new RegExp(`^${folders.dir}/ads\\.json: not valid JSON: `)),
    ]);
  });

  it('refuses a bad field, naming the entry and field', async () => {
    await folders.write('ad-media/banner.gif', await makeAnimatedGif());
    await folders.write('ads.json', [ad(), ad({ id: 'a2', gifUrl: 'javascript:alert(1)' })]);
    expect(await loadProblems()).toEqual([
      expect.stringMatching(
        new RegExp(`^${folders.dir}/ads\\.json: \\[1\\]\\.gifUrl: Expected one of: `),
      ),
    ]);
  });

  it('refuses a misspelt key rather than ignoring it', async () => {
    await folders.write('info-boxes.json', [{ id: 'b', title: 'T', expiresAT: '2026-01-01' }]);
    expect(await loadProblems()).toEqual([
      `${folders.dir}/info-boxes.json: [0]: Unrecognized key: "expiresAT"`,
    ]);
  });

  it('refuses a list that is not a list, and an id used twice', async () => {
    await folders.write('partners.json', { name: 'A', url: 'https://a.example' });
    await folders.write('info-modals.json', [
      { id: 'x', title: 'One' },
      { id: 'x', title: 'Two' },
    ]);
    const problems = await loadProblems();
    expect(problems).toContain(
      `${folders.dir}/info-modals.json: [1].id: The id "x" is used more than once`,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${folders.dir}/partners\\.json: .*expected array`)),
    );
  });

  it('refuses a page without front matter', async () => {
    await folders.write('pages/dmca.md', '# DMCA\n\nSend notices to us.');
    expect(await loadProblems()).toEqual([
      expect.stringMatching(new RegExp(`^${folders.dir}/pages/dmca\\.md: front matter: missing`)),
    ]);
  });

  it('refuses a coin the site does not accept, and a bad address', async () => {
    await folders.write('donation-addresses.json', { BTC: 'not-an-address', DOGE: 'D123' });
    expect(await loadProblems()).toEqual([
      `${folders.dir}/donation-addresses.json: BTC: Expected a bitcoin address (1…, 3… or bc1…)`,
      `${folders.dir}/donation-addresses.json: Unrecognized key: "DOGE"`,
    ]);
  });

  it('refuses a bad recent donation, which a browser would silently drop', async () => {
    await folders.write('donation-stats.json', {
      totalAmount: 1,
      totalDonors: 1,
      recentDonations: [{ id: 1, amount: 1, currency: 'DOGE', date: '2026-01-01' }],
    });
    expect(await loadProblems()).toEqual([
      expect.stringMatching(/donation-stats\.json: recentDonations\[0\]\.currency: /),
    ]);
  });

  it('refuses an over-size creative', async () => {
    const oversized = Buffer.concat([await makePng(), Buffer.alloc(3 * 1024 * 1024)]);
    await folders.write('ad-media/big.png', oversized);
    await folders.write('ads.json', [ad({ gifUrl: '/ad-media/big.png' })]);
    expect(await loadProblems()).toEqual([
      `${folders.dir}/ads.json: [0].gifUrl: ad-media/big.png is 3.0 MB; a JPG or PNG may be at most 3.0 MB`,
    ]);
  });

  it('refuses a creative that is missing, not a GIF, JPG or PNG, or outside ad-media', async () => {
    await folders.write('ad-media/banner.webp', new Uint8Array(await sharpWebp()));
    await folders.write('ads.json', [
      ad({ id: 1, gifUrl: '/ad-media/missing.gif' }),
      ad({ id: 2, gifUrl: '/ad-media/banner.webp' }),
      ad({ id: 3, gifUrl: '/ad-media/..%2Fads.json' }),
      ad({ id: 4, gifUrl: '/images/banner.gif' }),
    ]);
    expect(await loadProblems()).toEqual([
      `${folders.dir}/ads.json: [0].gifUrl: no file ad-media/missing.gif in the content folder`,
      `${folders.dir}/ads.json: [1].gifUrl: ad-media/banner.webp is a WEBP file; a creative is a GIF, JPG or PNG`,
      `${folders.dir}/ads.json: [2].gifUrl: Expected /ad-media/<file name>, got "/ad-media/..%2Fads.json"`,
      `${folders.dir}/ads.json: [3].gifUrl: Expected /ad-media/<file> (a file of the content folder) or an http(s) address, got "/images/banner.gif"`,
    ]);
  });

  it('refuses a modal image from another site and a colour that is not one', async () => {
    await folders.write('info-modals.json', [
      { id: 'm', title: 'T', image: 'https://tracker.example/x.png', bgColor: 'red; x: y' },
    ]);
    expect(await loadProblems()).toEqual([
      expect.stringMatching(/info-modals\.json: \[0\]\.bgColor: Expected a CSS colour/),
    ]);
    await folders.write('info-modals.json', [
      { id: 'm', title: 'T', image: 'https://tracker.example/x.png', bgColor: '#102030' },
    ]);
    expect(await loadProblems()).toEqual([
      expect.stringMatching(
        /info-modals\.json: \[0\]\.image: Expected \/ad-media\/<file> or a path on this site/,
      ),
    ]);
  });

  it('lists the problems of every bad file at once', async () => {
    await folders.write('ads.json', 'nope');
    await folders.write('partners.json', [{ name: 'A', url: 'ftp://a.example' }]);
    await folders.write('pages/faq.md', '---\ntitle: FAQ\n---\n');
    const problems = await loadProblems();
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/ads\.json: not valid JSON/);
    expect(problems.join('\n')).toMatch(
      /partners\.json: \[0\]\.url: Expected an http\(s\) address/,
    );
    expect(problems.join('\n')).toMatch(/pages\/faq\.md: description: /);
  });
});

async function sharpWebp(): Promise<Buffer> {
  return sharp(await makePng())
    .webp()
    .toBuffer();
}

describe('content loader: creatives are served by us', () => {
  it('serves an animated GIF as is at a content-hashed path, with its size', async () => {
    await folders.write('ad-media/banner.gif', await makeAnimatedGif(40, 10));
    await folders.write('ads.json', [ad({ priority: 2 })]);
    const { loader, store } = createTestLoader(folders);
    const snapshot = await loader.load();
    const [served] = snapshot.ads;
    expect(served).toMatchObject({
      id: 'a1',
      gifUrl: '/ad-media/banner.gif',
      priority: 2,
      width: 40,
      height: 10,
      imageSrc: expect.stringMatching(/^\/content-media\/[a-f0-9]{32}\.gif$/) as unknown,
    });
    const name = served?.imageSrc.split('/').pop() ?? '';
    expect(snapshot.media.get(name)).toMatchObject({ animated: true, contentType: 'image/gif' });
    expect(await store.read(name)).toEqual(new Uint8Array(await makeAnimatedGif(40, 10)));
    expect(JSON.parse(snapshot.adsJson.body)).toEqual([served]);
  });

  it('sends a static image through /api/img, asking for at most its own width', async () => {
    await folders.write('ad-media/banner.png', await makePng(300, 50));
    await folders.write('ads.json', [ad({ gifUrl: '/ad-media/banner.png' })]);
    const snapshot = await createTestLoader(folders).loader.load();
    const src = snapshot.ads[0]?.imageSrc ?? '';
    const url = new URL(src, 'http://localhost');
    expect(url.pathname).toBe('/api/img');
    expect(url.searchParams.get('src')).toMatch(/^\/content-media\/[a-f0-9]{32}\.png$/);
    expect(url.searchParams.get('w')).toBe('300');
  });

  it('turns a modal image of ad-media into our copy and keeps a path of this site', async () => {
    await folders.write('ad-media/hello.png', await makePng());
    await folders.write('info-modals.json', [
      { id: 'm', title: 'T', image: '/ad-media/hello.png', bgImage: '/favicon.svg' },
    ]);
    const snapshot = await createTestLoader(folders).loader.load();
    expect(snapshot.infoModals[0]?.image).toMatch(
      /^\/api\/img\?src=%2Fcontent-media%2F[a-f0-9]{32}\.png&w=16$/,
    );
    expect(snapshot.infoModals[0]?.bgImage).toBe('/favicon.svg');
  });
});

describe('content loader: creatives given as addresses', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];

  beforeAll(async () => {
    const gif = await makeAnimatedGif();
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/banner.gif') {
        response.writeHead(200, { 'Content-Type': 'image/gif' }).end(gif);
      } else if (request.url === '/huge.gif') {
        response.writeHead(200, { 'Content-Type': 'image/gif' });
        response.end(Buffer.alloc(5 * 1024 * 1024 + 1));
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests.length = 0;
  });

  it('downloads a creative once per version of ads.json and serves our copy', async () => {
    const download = createCreativeDownloader({ trustedOrigins: [origin] });
    await folders.write('ads.json', [ad({ gifUrl: `${origin}/banner.gif` })]);
    const { loader } = createTestLoader(folders, { download });

    const first = await loader.load();
    expect(first.ads[0]?.imageSrc).toMatch(/^\/content-media\/[a-f0-9]{32}\.gif$/);
    await loader.load();
    expect(requests).toEqual(['/banner.gif']);

    await folders.write('ads.json', [ad({ gifUrl: `${origin}/banner.gif`, priority: 3 })]);
    await loader.load();
    expect(requests).toEqual(['/banner.gif', '/banner.gif']);
  });

  it('leaves out an ad whose creative cannot be downloaded, with a warning, and still loads', async () => {
    const logs = captureLogs();
    const download = createCreativeDownloader({ trustedOrigins: [origin] });
    await folders.write('ad-media/banner.gif', await makeAnimatedGif());
    await folders.write('ads.json', [
      ad({ id: 'gone', gifUrl: `${origin}/missing.gif` }),
      ad({ id: 'huge', gifUrl: `${origin}/huge.gif` }),
      ad({ id: 'local' }),
    ]);
    const snapshot = await createTestLoader(folders, {
      download,
      logger: logs.logger,
    }).loader.load();

    expect(snapshot.ads.map((entry) => entry.id)).toEqual(['local']);
    const warnings = logs.entries().filter((entry) => entry.level === 'warn');
    expect(warnings.map((entry) => entry.ad)).toEqual(['gone', 'huge']);
    expect(String(warnings[0]?.problem)).toContain('answered 404');
    expect(String(warnings[1]?.problem)).toContain('larger than');
  });

  it('refuses to download from a private address nobody trusted', async () => {
    const logs = captureLogs();
    await folders.write('ads.json', [ad({ gifUrl: `${origin}/banner.gif` })]);
    const snapshot = await createTestLoader(folders, {
      download: createCreativeDownloader(),
      logger: logs.logger,
    }).loader.load();
    expect(snapshot.ads).toEqual([]);
    expect(requests).toEqual([]);
    expect(JSON.stringify(logs.entries())).toContain('not a public address');
  });
});
