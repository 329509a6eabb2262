/**
 * Turns a cue's text into a tree of safe tokens (spec section 5, "Subtitles"): script, style and
 * iframe blocks removed with their content, only i, b, u and br kept (without attributes), other
 * tags dropped but their text kept, basic entities decoded. The web app renders the tokens as
 * React elements; there is never an HTML string to inject.
 */
import { decodeBasicEntities } from './entities';

export type SubtitleToken =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | { type: 'i' | 'b' | 'u'; children: SubtitleToken[] };

type FormatTag = 'i' | 'b' | 'u';

/** A whole dangerous block, opening tag to the matching closing tag. */
const DANGEROUS_BLOCK = /<(script|style|iframe)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** An opening dangerous tag never closed: everything after it goes. */
const UNCLOSED_DANGEROUS = /<(?:script|style|iframe)\b[\s\S]*$/i;

/** Tags ('<i>', '</b>', '<font color="red">', '<c.yellow>', '<v Roger>') and VTT timestamps. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:[\s./][^<>]*)?>|<\d{1,4}(?::\d{2}){1,2}\.\d{3}>/g;

/** SSA/ASS override codes some SRT files carry, such as '{\an8}' (subtitle at the top). */
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;

/**
 * Removes script, style and iframe blocks with their content, repeating until none is left (so
 * '<scr<script></script>ipt>' cannot reassemble one), then anything after an unclosed one.
 */
export function removeDangerousBlocks(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(DANGEROUS_BLOCK, '');
    if (next === current) return next.replace(UNCLOSED_DANGEROUS, '');
    current = next;
  }
}

interface OpenElement {
  tag: FormatTag | null;
  children: SubtitleToken[];
}

function pushText(target: SubtitleToken[], raw: string): void {
  decodeBasicEntities(raw)
    .split('\n')
    .forEach((line, index) => {
      if (index > 0) target.push({ type: 'br' });
      if (line !== '') target.push({ type: 'text', text: line });
    });
}

/** Drops empty text and formatting elements and merges neighbouring text tokens. */
function tidy(tokens: readonly SubtitleToken[]): SubtitleToken[] {
  const result: SubtitleToken[] = [];
  for (const token of tokens) {
    if (token.type === 'text' && token.text === '') continue;
    const previous = result.at(-1);
    if (token.type === 'text' && previous?.type === 'text') {
      result[result.length - 1] = { type: 'text', text: previous.text + token.text };
    } else if (token.type === 'br' || token.type === 'text') {
      result.push(token);
    } else {
      const children = tidy(token.children);
      if (children.length > 0) result.push({ type: token.type, children });
    }
  }
  return result;
}

/** Closes the open elements from the top of the stack down to `depth` (the root stays open). */
function closeTo(stack: OpenElement[], depth: number): void {
  while (stack.length > Math.max(1, depth)) {
    const element = stack.pop();
    const parent = stack.at(-1);
    if (element?.tag && parent) {
      parent.children.push({ type: element.tag, children: element.children });
    }
  }
}

/** Closes the innermost open `tag` and whatever opened inside it; a stray closing tag is ignored. */
function closeElement(stack: OpenElement[], tag: FormatTag): void {
  const depth = stack.findLastIndex((element) => element.tag === tag);
  if (depth >= 1) closeTo(stack, depth);
}

function isFormatTag(name: string): name is FormatTag {
  return name === 'i' || name === 'b' || name === 'u';
}

/**
 * @param text a cue's raw text ('\n' between lines)
 * @returns the safe token tree; line breaks become {type:'br'}; unclosed i/b/u close at the end;
 *   empty when nothing visible remains
 */
export function sanitiseCueText(text: string): SubtitleToken[] {
  const cleaned = removeDangerousBlocks(text).replace(ASS_OVERRIDE, '');
  const root: OpenElement = { tag: null, children: [] };
  const stack: OpenElement[] = [root];
  const top = (): OpenElement => stack.at(-1) ?? root;
  let position = 0;
  for (const match of cleaned.matchAll(TAG)) {
    pushText(top().children, cleaned.slice(position, match.index));
    position = match.index + match[0].length;
    const isClosing = match[1] === '/';
    const name = match[2]?.toLowerCase() ?? '';
    if (name === 'br') top().children.push({ type: 'br' });
    else if (isFormatTag(name) && isClosing) closeElement(stack, name);
    else if (isFormatTag(name)) stack.push({ tag: name, children: [] });
  }
  pushText(top().children, cleaned.slice(position));
  closeTo(stack, 1);
  return withoutDangerousOpeners(tidy(root.children));
}

/** '<' right before script, style or iframe (closing or not), in any case. */
const DANGEROUS_OPENER = /<(?=\/?(?:script|style|iframe))/i;

/**
 * Text pieces around a dropped tag meet when merged ('<scr</b>ipt>' shows '<script>'), and so does
 * text on both sides of a formatting tag ('<scr<b>ipt>' shows '<scr' then a bold 'ipt>'). Text is
 * never parsed again, but no visible text should even look like a dangerous tag: each '<' that
 * starts one in the text as read, across tokens, is removed; removing one can expose another
 * ('<<script'), so repeat until none is left.
 */
function withoutDangerousOpeners(tokens: readonly SubtitleToken[]): SubtitleToken[] {
  const texts: { type: 'text'; text: string }[] = [];
  const copy = (token: SubtitleToken): SubtitleToken => {
    if (token.type === 'br') return token;
    if (token.type !== 'text') return { type: token.type, children: token.children.map(copy) };
    const text = { type: 'text' as const, text: token.text };
    texts.push(text);
    return text;
  };
  const tree = tokens.map(copy);
  for (;;) {
    const joined = texts.map((token) => token.text).join('');
    const at = joined.search(DANGEROUS_OPENER);
    if (at < 0) break;
    let offset = 0;
    for (const token of texts) {
      if (at < offset + token.text.length) {
        const index = at - offset;
        token.text = token.text.slice(0, index) + token.text.slice(index + 1);
        break;
      }
      offset += token.text.length;
    }
  }
  return tidy(tree);
}

/**
 * @returns the visible text of a token tree, line breaks as '\n' (for matching and accessibility)
 */
export function getTokensText(tokens: readonly SubtitleToken[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text') return token.text;
      if (token.type === 'br') return '\n';
      return getTokensText(token.children);
    })
    .join('');
}
