/**
 * A visitor's country, read from their browser's time zone (never from an address): each IANA
 * zone belongs to one country in the time zone database's zone.tab. Zones like 'UTC' or
 * 'Etc/GMT+3' name no country.
 */
import { COUNTRY_NAMES, ZONE_COUNTRIES } from './time-zone-countries.generated';

/** @returns the ISO 3166 code of the zone's country ('Europe/Berlin' → 'DE'), or null */
export function getTimeZoneCountry(timeZone: string): string | null {
  return Object.hasOwn(ZONE_COUNTRIES, timeZone) ? (ZONE_COUNTRIES[timeZone] ?? null) : null;
}

/** @returns the country's name ('DE' → 'Germany'); the code itself for a code it does not know */
export function getCountryName(code: string): string {
  return Object.hasOwn(COUNTRY_NAMES, code) ? (COUNTRY_NAMES[code] ?? code) : code;
}
