/** Plausible made-up titles, cast names and episode names from the word lists. */
import type { Random } from './random';
import {
  ADJECTIVES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  NOUNS,
  PLACES,
  SEQUEL_SUFFIXES,
  SYLLABLES,
} from './word-lists';

/** An invented proper name of two or three syllables ('Kalimor'). */
function inventName(random: Random): string {
  const syllables = Array.from({ length: 2 + random.int(2) }, () => random.pick(SYLLABLES));
  const name = syllables.join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function pickTitle(random: Random): string {
  const adjective = () => random.pick(ADJECTIVES);
  const noun = () => random.pick(NOUNS);
  let title: string;
  switch (random.int(7)) {
    case 0:
      title = `${adjective()} ${noun()}`;
      break;
    case 1:
      title = `The ${noun()} of ${random.pick(PLACES)}`;
      break;
    case 2:
      title = inventName(random);
      break;
    case 3:
      title = `${noun()}: ${adjective()} ${noun()}`;
      break;
    case 4:
      title = `${random.pick(GIVEN_NAMES)}'s ${noun()}`;
      break;
    case 5:
      title = `The ${adjective()} ${noun()}`;
      break;
    default:
      title = `${inventName(random)} ${noun()}`;
  }
  return random.next() < 0.1 ? `${title} ${random.pick(SEQUEL_SUFFIXES)}` : title;
}

/** Half the family names are invented, so people form a long tail like a real catalogue's. */
export function pickCastName(random: Random): string {
  const family = random.next() < 0.5 ? random.pick(FAMILY_NAMES) : inventName(random);
  return `${random.pick(GIVEN_NAMES)} ${family}`;
}

export function pickEpisodeName(random: Random): string {
  return random.next() < 0.5
    ? `The ${random.pick(NOUNS)}`
    : `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
}
