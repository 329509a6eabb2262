/**
 * Each network's colours on pills and tiles. Brand hues darkened (or given dark text) so the label
 * keeps at least 4.5:1 contrast.
 */
import type { StreamingNetwork } from '@reelhouse/core/slug/networks';

export interface NetworkColours {
  backgroundColor: string;
  color: string;
}

const COLOURS: Readonly<Record<string, NetworkColours>> = {
  netflix: { backgroundColor: '#b20710', color: '#ffffff' },
  disney: { backgroundColor: '#113ccf', color: '#ffffff' },
  hulu: { backgroundColor: '#1ce783', color: '#0b0c0f' },
  'amazon-prime': { backgroundColor: '#0f79af', color: '#ffffff' },
  'apple-tv': { backgroundColor: '#1d1d1f', color: '#ffffff' },
  'hbo-max': { backgroundColor: '#5822b4', color: '#ffffff' },
  paramount: { backgroundColor: '#0064ff', color: '#ffffff' },
  peacock: { backgroundColor: '#111827', color: '#ffffff' },
};

const FALLBACK: NetworkColours = { backgroundColor: '#23262d', color: '#ffffff' };

export function getNetworkColours(network: StreamingNetwork): NetworkColours {
  return COLOURS[network.slug] ?? FALLBACK;
}
