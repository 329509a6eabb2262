/**
 * Word lists of the synthetic catalogue generator: plausible title words, given and family names,
 * networks. Made up for load tests; no title of a real catalogue is copied.
 */

/** Splits a comma-separated list (kept as text so each list stays a compact block). */
function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export const ADJECTIVES = list(`
  Silent, Broken, Golden, Hidden, Last, Lost, Dark, Bright, Crimson, Frozen, Wild, Secret,
  Endless, Fallen, Final, Burning, Electric, Quiet, Hollow, Iron, Velvet, Savage, Gentle,
  Distant, Restless, Scarlet, Midnight, Paper, Glass, Northern, Southern, Eastern, Western,
  Little, Great, Strange, Lonely, Sacred, Wicked, Brave, Ancient, Modern, Painted, Shattered,
  Sunken, Stolen, Forgotten, Borrowed, Crooked, Perfect, Royal, Radiant, Bitter, Sweet, Cold,
  Hot, Blue, Black, White, Red, Green, Silver, Copper, Lucky, Wandering, Sleeping, Rising,
  Falling, Hungry, Famous, Secondhand, Invisible, Impossible, Eternal, Fragile
`);

export const NOUNS = list(`
  River, Mountain, City, Garden, Kingdom, Shadow, Storm, Harbor, Empire, Signal, Station,
  Frontier, Horizon, Island, Forest, Desert, Ocean, Bridge, Tower, Castle, Machine, Engine,
  Planet, Comet, Star, Moon, Sun, Winter, Summer, Spring, Autumn, Night, Morning, Road,
  Highway, Train, Ship, Voyage, Journey, Promise, Secret, Mirror, Window, Door, Key, Letter,
  Song, Dance, Dream, Memory, Heart, Crown, Sword, Shield, Wolf, Fox, Raven, Tiger, Dragon,
  Horse, Stranger, Detective, Doctor, Pilot, Captain, Queen, King, Witness, Hunter, Thief,
  Ghost, Angel, Soldier, Sister, Brother, Daughter, Son, Mother, Father, Friend, Neighbor,
  Game, Heist, Affair, Protocol, Paradox, Frequency, Code, Cipher, Archive, Circus, Carnival,
  Hotel, Motel, Diner, Academy, Colony
`);

export const PLACES = list(`
  Avalon, Brookfield, Cedar Falls, Dunmore, Eastwick, Fairhaven, Glenrock, Harlow, Ivory Bay,
  Juniper, Kingsport, Lakemont, Marlow, Northgate, Oakridge, Port Ellis, Queensbury,
  Ravenhill, Silverton, Thornbury, Umbria, Valemont, Westbrook, Yarrow, Zenith, Mars, Venus,
  Tokyo, Paris, Berlin, Lisbon, Oslo, Cairo, Lima, Québec, Zürich, São Paulo, Malmö, Kraków,
  Reykjavík
`);

export const GIVEN_NAMES = list(`
  Ada, Ben, Clara, Daniel, Elena, Felix, Grace, Hugo, Iris, Jonas, Kara, Leo, Maya, Noah,
  Olivia, Pablo, Quinn, Rosa, Samuel, Tara, Uma, Victor, Wendy, Xavier, Yara, Zoe, Amir,
  Beatriz, Chen, Dmitri, Esther, Farah, Gabriel, Hana, Ibrahim, Julia, Kenji, Lucía, Marcus,
  Nadia, Omar, Priya, Rafael, Sofia, Tomás, Ursula, Viktor, Willa, Yusuf, Zara, Anton, Björn,
  Céline, Diego, Emil, Freya, Greta, Hector, Ingrid, Jasper, Kofi, Lena, Mateo, Nina, Oscar,
  Paula, Ravi, Selma, Theo, Vera, Walter, Yasmin
`);

export const FAMILY_NAMES = list(`
  Abbott, Bennett, Carver, Dalton, Ellison, Fletcher, Garner, Hayes, Ingram, Jensen, Keller,
  Lambert, Mercer, Nolan, Osborne, Porter, Quincy, Ramsey, Sawyer, Turner, Underwood, Vance,
  Whitaker, Young, Zimmer, Álvarez, Brennan, Castillo, Dubois, Eriksen, Fontaine, García,
  Hoffmann, Ivanova, Jovanović, Kowalski, Lindqvist, Moreau, Nakamura, Okafor, Petrov, Rossi,
  Schneider, Tanaka, Umarov, Varga, Wagner, Yilmaz, Zhou, Andersson, Bianchi, Costa, Delgado,
  Esposito, Fischer, Gallagher, Hartmann, Iyer, Kim, Larsen, Müller, Novak, Olsen, Park,
  Quiroga, Reyes, Santos, Thompson, Ueda, Weber
`);

/** Network names as the open data spells them: the 8 streaming services and others. */
export const NETWORKS = list(`
  Netflix, HBO, Prime Video, Apple TV+, Hulu, Disney+, Paramount+, Peacock, Max, ABC, CBS,
  NBC, FOX, The CW, FX, AMC, BBC One, Channel 4, Syfy, TV Tokyo
`);

export const SEQUEL_SUFFIXES = list(`
  2, 3, II, Returns, Reborn, Forever, Origins
`);

/** Syllables of invented names ('Kalimor', 'Drevanth'): the long tail of a real vocabulary. */
export const SYLLABLES = list(`
  ka, li, mor, dre, vanth, so, rel, tha, qui, ne, bar, dos, el, fi, gan, hul, ir, jo, ken, lo,
  mar, nu, or, pel, ra, sil, tor, ul, vin, wen, xa, yel, zan, ba, co, da, fe, ga, ho, is
`);
