import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JellyfinConnectForm } from './jellyfin-connect-form';
import { JellyfinConnectPage } from './jellyfin-connect-page';

const keep = () => undefined;

/** The `<input>` tag with this name in the markup. */
function inputNamed(html: string, name: string): string {
  const tag = html.match(/<input[^>]*>/g)?.find((input) => input.includes(`name="${name}"`));
  if (tag === undefined) throw new Error(`no input named ${name}`);
  return tag;
}

describe('the Jellyfin page on the server', () => {
  it('renders the title and the explanation, and leaves the stored connection to the browser', () => {
    const html = renderToStaticMarkup(
      <JellyfinConnectPage servers={['https://media.example.org']} />,
    );

    expect(html).toContain('Connect your Jellyfin</h1>');
    expect(html).toContain('stays in this browser');
    expect(html).not.toContain('data-testid="jellyfin-form"');
    expect(html).not.toContain('data-testid="jellyfin-connected"');
    expect(html).not.toContain('data-testid="jellyfin-none"');
  });
});

describe('the Jellyfin sign-in form', () => {
  it('shows the only server as text', () => {
    const html = renderToStaticMarkup(
      <JellyfinConnectForm servers={['https://media.example.org']} onConnected={keep} />,
    );

    expect(html).not.toContain('<select');
    expect(html).toMatch(/data-testid="jellyfin-server"[^>]*>https:\/\/media\.example\.org</);
    const username = inputNamed(html, 'username');
    const password = inputNamed(html, 'password');
    expect(username).toContain('required=""');
    expect(username).toContain('maxLength="128"');
    expect(password).toContain('type="password"');
    expect(password).toContain('maxLength="1024"');
    expect(password).toContain('autoComplete="current-password"');
    expect(html).toMatch(/<button type="submit"[^>]*>Connect<\/button>/);
    expect(html).not.toContain('role="alert"');
  });

  it('offers a choice when the site allows several servers', () => {
    const html = renderToStaticMarkup(
      <JellyfinConnectForm
        servers={['https://media.example.org', 'http://192.168.1.5:8096']}
        onConnected={keep}
      />,
    );

    expect(html).toContain('<select');
    expect(html).toContain('<option value="https://media.example.org" selected="">');
    expect(html).toContain('<option value="http://192.168.1.5:8096">');
  });
});
