import { DEFAULT_SUBTITLE_SETTINGS } from '@reelhouse/core/subtitles/settings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CaptionOverlay } from './caption-overlay';
import { renderCaptionTokens } from './caption-tokens';
import { SubtitlesPanel } from './subtitles-panel';

const captions = [
  { id: 'en-vtt', language: 'en', url: '/media/sample/a.en.vtt', type: 'vtt' },
  { id: 'en-srt', language: 'en', url: '/media/sample/a.en.srt', type: 'srt' },
  { id: 'fr', language: 'fr', url: '/media/sample/a.fr.vtt', type: 'vtt' },
] as const;

function renderPanel(selectedId: string | null, settings = DEFAULT_SUBTITLE_SETTINGS): string {
  return renderToStaticMarkup(
    <SubtitlesPanel
      captions={[...captions]}
      selectedId={selectedId}
      onSelect={vi.fn()}
      settings={settings}
      onSettingsChange={vi.fn()}
    />,
  );
}

/** The labels of the checked radios in the markup. */
function checkedOptions(html: string): string[] {
  return [
    ...html.matchAll(
      /<label data-testid="subtitle-option"[^>]*><input[^>]*checked=""[^>]*\/><span>([^<]*)</g,
    ),
  ].map((match) => match[1] ?? '');
}

/** Whether the button with this test id is disabled in the markup. */
function isDisabled(html: string, testId: string): boolean {
  const button = new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (button === undefined) throw new Error(`no button ${testId}`);
  return button.includes('disabled=""');
}

describe('caption tokens', () => {
  it('renders only i, b, u and br as elements, and text as escaped text', () => {
    const html = renderToStaticMarkup(
      <p>
        {renderCaptionTokens([
          {
            type: 'i',
            children: [
              { type: 'text', text: 'Hi ' },
              { type: 'b', children: [{ type: 'text', text: 'there' }] },
            ],
          },
          { type: 'br' },
          { type: 'u', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
        ])}
      </p>,
    );
    expect(html).toBe(
      '<p><i>Hi <b>there</b></i><br/><u>&lt;img src=x onerror=alert(1)&gt;</u></p>',
    );
  });
});

describe('CaptionOverlay', () => {
  const cues = [
    { startSeconds: 0, endSeconds: 5, tokens: [{ type: 'text' as const, text: 'Hello' }] },
  ];

  it('renders an unannounced, click-through container while subtitles are on', () => {
    const html = renderToStaticMarkup(
      <CaptionOverlay
        video={null}
        cues={cues}
        settings={DEFAULT_SUBTITLE_SETTINGS}
        raised={false}
      />,
    );
    expect(html).toContain('data-testid="caption-overlay"');
    expect(html).toContain('aria-live="off"');
    expect(html).toContain('pointer-events-none');
    // no video yet: nothing is playing, so no cue is on screen
    expect(html).not.toContain('caption-cue');
  });

  it('renders nothing while subtitles are hidden', () => {
    const html = renderToStaticMarkup(
      <CaptionOverlay
        video={null}
        cues={cues}
        settings={{ ...DEFAULT_SUBTITLE_SETTINGS, visible: false }}
        raised
      />,
    );
    expect(html).toBe('');
  });
});

describe('SubtitlesPanel', () => {
  it('lists Off and every caption by language, telling same-language captions apart', () => {
    const html = renderPanel(null);
    expect(html.match(/data-testid="subtitle-option"/g)).toHaveLength(4);
    expect(html).toContain('<span>Off</span>');
    expect(html).toContain('<span>English (VTT)</span>');
    expect(html).toContain('<span>English (SRT)</span>');
    expect(html).toContain('<span>French</span>');
  });

  it('checks the chosen caption, or Off when none is chosen or subtitles are hidden', () => {
    expect(checkedOptions(renderPanel('fr'))).toEqual(['French']);
    expect(checkedOptions(renderPanel(null))).toEqual(['Off']);
    expect(
      checkedOptions(renderPanel('fr', { ...DEFAULT_SUBTITLE_SETTINGS, visible: false })),
    ).toEqual(['Off']);
  });

  it('shows the size and delay values with their buttons', () => {
    const html = renderPanel('fr', {
      ...DEFAULT_SUBTITLE_SETTINGS,
      fontSizeScale: 1.5,
      delay: -1.4,
    });
    expect(html).toMatch(/data-testid="subtitle-size"[^>]*>1\.5×</);
    expect(html).toMatch(/data-testid="subtitle-delay"[^>]*>-1\.4 s</);
    for (const testId of [
      'subtitle-size-smaller',
      'subtitle-size-larger',
      'subtitle-delay-earlier',
      'subtitle-delay-later',
    ]) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
  });

  it('disables the size buttons at the ends of the range and Reset when nothing changed', () => {
    const smallest = renderPanel(null, { ...DEFAULT_SUBTITLE_SETTINGS, fontSizeScale: 0.5 });
    expect(isDisabled(smallest, 'subtitle-size-smaller')).toBe(true);
    expect(isDisabled(smallest, 'subtitle-size-larger')).toBe(false);
    const largest = renderPanel(null, { ...DEFAULT_SUBTITLE_SETTINGS, fontSizeScale: 3 });
    expect(isDisabled(largest, 'subtitle-size-larger')).toBe(true);
    expect(isDisabled(renderPanel(null), 'subtitle-reset')).toBe(true);
    expect(isDisabled(smallest, 'subtitle-reset')).toBe(false);
  });

  it("offers the spec's five text colours and every background, the current ones checked", () => {
    const html = renderPanel(null, { ...DEFAULT_SUBTITLE_SETTINGS, textColor: 'yellow' });
    const colours = [
      ...html.matchAll(/data-testid="subtitle-text-color" data-value="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(colours).toEqual(['white', 'brown', 'yellow', 'gray', '#222222']);
    expect(html).toMatch(/data-value="yellow"[^>]*><input[^>]*checked=""/);
    expect(html.match(/data-testid="subtitle-background"/g)).toHaveLength(4);
    expect(html).toMatch(
      /data-testid="subtitle-background" data-value="rgba\(0, 0, 0, 0.5\)"[^>]*><input[^>]*checked=""/,
    );
  });

  it('says so when the video has no subtitles', () => {
    const html = renderToStaticMarkup(
      <SubtitlesPanel
        captions={[]}
        selectedId={null}
        onSelect={vi.fn()}
        settings={DEFAULT_SUBTITLE_SETTINGS}
        onSettingsChange={vi.fn()}
      />,
    );
    expect(html).toContain('No subtitles for this video.');
  });
});
