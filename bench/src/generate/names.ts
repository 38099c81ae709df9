import type { Random } from '../random.ts';

/** Word lists for plausible people, places and prose; enough variety for searches to be selective. */
const givenNames = [
  'Ada',
  'Alan',
  'Beatrix',
  'Chinua',
  'Clarice',
  'Doris',
  'Elena',
  'Farid',
  'Gabriel',
  'Hilary',
  'Isabel',
  'James',
  'Kazuo',
  'Leila',
  'Margaret',
  'Naguib',
  'Octavia',
  'Orhan',
  'Penelope',
  'Rohinton',
  'Salman',
  'Tove',
  'Ursula',
  'Virginia',
  'Wole',
  'Yiyun',
  'Zadie',
];
const familyNames = [
  'Achebe',
  'Atwood',
  'Baldwin',
  'Borges',
  'Butler',
  'Carter',
  'Desai',
  'Eliot',
  'Ferrante',
  'Gordimer',
  'Hurston',
  'Ishiguro',
  'Jansson',
  'Kincaid',
  'Lessing',
  'Mahfouz',
  'Morrison',
  'Murakami',
  'Ngugi',
  'Oates',
  'Pamuk',
  'Rushdie',
  'Smith',
  'Tokarczuk',
  'Walker',
  'Woolf',
  'Yourcenar',
];
const cities = [
  { city: 'Portland', stateOrRegion: 'OR', country: 'US' },
  { city: 'Brooklyn', stateOrRegion: 'NY', country: 'US' },
  { city: 'Austin', stateOrRegion: 'TX', country: 'US' },
  { city: 'Toronto', stateOrRegion: 'ON', country: 'CA' },
  { city: 'Manchester', stateOrRegion: 'Greater Manchester', country: 'GB' },
  { city: 'Dublin', stateOrRegion: 'Leinster', country: 'IE' },
  { city: 'Melbourne', stateOrRegion: 'VIC', country: 'AU' },
];
const streets = ['Elm Street', 'Harbour Road', 'Mill Lane', 'Orchard Way', 'Station Road', 'Willow Avenue'];
const biographyPhrases = [
  'writes about the sea',
  'teaches at a small college',
  'grew up on a farm',
  'translates from Portuguese',
  'won a regional prize',
  'lives with two cats',
  'illustrates picture books',
];

export function personName(random: Random) {
  const firstName = random.pick(givenNames);
  const lastName = random.pick(familyNames);
  // A serial keeps names distinct enough for search while still sharing words.
  return { firstName, lastName, displayName: `${firstName} ${lastName} ${random.int(1, 9999)}` };
}

export const emailFor = (name: string, random: Random) =>
  `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '.')}.${random.int(1, 999)}@mail.example`;

export const phoneNumber = (random: Random) =>
  `+1 ${random.int(200, 999)} ${random.int(200, 999)} ${random.int(1000, 9999)}`;

export function postalAddress(random: Random) {
  const place = random.pick(cities);
  return {
    line1: `${random.int(1, 400)} ${random.pick(streets)}`,
    line2: '',
    ...place,
    zipcode: String(random.int(10000, 99999)),
    addressType: random.pick(['Shipping', 'Billing', 'Other'] as const),
  };
}

export const biography = (name: string, random: Random) =>
  `${name} ${random.pick(biographyPhrases)} and ${random.pick(biographyPhrases)}.`;
