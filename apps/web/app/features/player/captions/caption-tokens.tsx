/**
 * A cue's sanitised tokens as React elements: only <i>, <b>, <u> and <br>, text always as text
 * (React escapes it). There is no HTML string anywhere on the way.
 */
import type { SubtitleToken } from '@reelhouse/core/subtitles/sanitise';
import type { ReactNode } from 'react';

/** @returns the elements for a token tree, keyed by position */
export function renderCaptionTokens(tokens: readonly SubtitleToken[]): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return token.text;
      case 'br':
        return <br key={index} />;
      case 'i':
        return <i key={index}>{renderCaptionTokens(token.children)}</i>;
      case 'b':
        return <b key={index}>{renderCaptionTokens(token.children)}</b>;
      case 'u':
        return <u key={index}>{renderCaptionTokens(token.children)}</u>;
    }
  });
}
