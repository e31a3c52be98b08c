// Which public holidays a venue keeps: what `PH` in its opening_hours means. The opening_hours
// package needs a country (and, in the US, a state's full name); without a country it assumes
// Germany's holidays, which would be wrong everywhere this app has venues.

// The countries opening_hours 3.15.0 has holiday definitions for. Another country code would make
// every evaluation log a "please submit a pull request" error; without one, PH rules are unknown.
const supportedCountries = new Set(
  'ad al ar at au be bg br by ca ch ci cn cz de dk ee es fi fr gb ge gg gi gr hr hu ie im it je jp li lt lu lv mc md mt mx na nf nl no nz pl pm pt ro rs ru se si sj sk sm ua us vn za'.split(
    ' ',
  ),
);

// Zones used only inside the United States: a venue with no addr:country in one of them is in the US.
const unitedStatesZones =
  /^(America\/(New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Boise|Detroit|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu)$/;

// OSM writes addr:state as the postal abbreviation; the package's US holidays are keyed by name.
const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export type HolidayRegion = { country_code: string; state: string };

/**
 * The venue's country from `addr:country`, else from a US-only zone; its state from `addr:state`
 * (none: the country's own holidays only). Null when the country is unknown or has no definitions.
 */
export function holidayRegionOf(tags: Record<string, string>, zone: string): HolidayRegion | null {
  const tagged = tags['addr:country']?.trim().toLowerCase();
  const country = tagged && /^[a-z]{2}$/.test(tagged) ? tagged : unitedStatesZones.test(zone) ? 'us' : null;
  if (!country || !supportedCountries.has(country)) return null;
  const state = tags['addr:state']?.trim() ?? '';
  return { country_code: country, state: country === 'us' ? (stateNames[state.toUpperCase()] ?? state) : state };
}
