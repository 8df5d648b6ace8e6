/**
 * The places catalogue: Bangladesh's eight divisional cities and the areas
 * people search for rooms in. Shared by the API (listing fields, search) and
 * the web app (pickers). Ids are stable lowercase slugs: never rename one,
 * stored listings and saved links carry them. `aliases` are other spellings
 * people type (English transliterations, abbreviations, Bangla variants);
 * `findPlace` matches the English name, the Bangla name and every alias.
 */

export interface Area {
  /** `<city id>-<area slug>`, e.g. `dhaka-mirpur-10`. */
  id: string;
  en: string;
  bn: string;
  aliases: string[];
}

export interface City {
  id: string;
  en: string;
  bn: string;
  aliases: string[];
  areas: Area[];
}

/** [slug, English, Bangla, ...aliases] */
type AreaRow = [string, string, string, ...string[]];

const city = (id: string, en: string, bn: string, aliases: string[], rows: AreaRow[]): City => ({
  id,
  en,
  bn,
  aliases,
  areas: rows.map(([slug, areaEn, areaBn, ...areaAliases]) => ({
    id: `${id}-${slug}`,
    en: areaEn,
    bn: areaBn,
    aliases: areaAliases,
  })),
});

const mirpur = (n: string, bn: string): AreaRow => [
  `mirpur-${n}`,
  `Mirpur ${n}`,
  `মিরপুর ${bn}`,
  `Mirpur-${n}`,
  `Mirpur Section ${n}`,
  `Section ${n} Mirpur`,
  `Mirpur Sec ${n}`,
  `মিরপুর-${bn}`,
];

const uttara = (n: string, bn: string): AreaRow => [
  `uttara-sector-${n}`,
  `Uttara Sector ${n}`,
  `উত্তরা সেক্টর ${bn}`,
  `Uttara Sec ${n}`,
  `Sector ${n} Uttara`,
  `Uttara-${n}`,
];

export const CITIES: readonly City[] = [
  city(
    'dhaka',
    'Dhaka',
    'ঢাকা',
    ['Dacca', 'Dhaka City'],
    [
      mirpur('1', '১'),
      mirpur('2', '২'),
      mirpur('10', '১০'),
      mirpur('11', '১১'),
      mirpur('12', '১২'),
      mirpur('14', '১৪'),
      ['pallabi', 'Pallabi', 'পল্লবী', 'Pallobi'],
      ['kazipara', 'Kazipara', 'কাজীপাড়া', 'Kazi Para', 'Kazipara Mirpur'],
      ['shewrapara', 'Shewrapara', 'শেওড়াপাড়া', 'Sheorapara', 'Shewra Para'],
      ['dhanmondi', 'Dhanmondi', 'ধানমন্ডি', 'Dhanmondi R/A', 'Dhanmandi', 'ধানমণ্ডি'],
      ['mohammadpur', 'Mohammadpur', 'মোহাম্মদপুর', 'Muhammadpur', 'Mohammedpur'],
      ['lalmatia', 'Lalmatia', 'লালমাটিয়া', 'Lalmatia Block'],
      ['shyamoli', 'Shyamoli', 'শ্যামলী', 'Shamoli'],
      ['agargaon', 'Agargaon', 'আগারগাঁও', 'Agargao'],
      uttara('4', '৪'),
      uttara('7', '৭'),
      uttara('10', '১০'),
      uttara('13', '১৩'),
      ['gulshan-1', 'Gulshan 1', 'গুলশান ১', 'Gulshan-1', 'Gulshan Circle 1'],
      ['gulshan-2', 'Gulshan 2', 'গুলশান ২', 'Gulshan-2', 'Gulshan Circle 2'],
      ['banani', 'Banani', 'বনানী', 'Banani DOHS'],
      ['baridhara', 'Baridhara', 'বারিধারা', 'Baridhara DOHS'],
      [
        'bashundhara',
        'Bashundhara R/A',
        'বসুন্ধরা আবাসিক এলাকা',
        'Bashundhara',
        'Bashundhara RA',
        'Basundhara',
        'বসুন্ধরা',
      ],
      ['badda', 'Badda', 'বাড্ডা', 'Middle Badda', 'Merul Badda'],
      ['rampura', 'Rampura', 'রামপুরা', 'West Rampura'],
      ['banasree', 'Banasree', 'বনশ্রী', 'Banashree', 'Banasri'],
      ['aftabnagar', 'Aftabnagar', 'আফতাবনগর', 'Aftab Nagar'],
      ['khilgaon', 'Khilgaon', 'খিলগাঁও', 'Khilgaon Taltola'],
      ['malibagh', 'Malibagh', 'মালিবাগ', 'Mali Bagh'],
      ['mogbazar', 'Mogbazar', 'মগবাজার', 'Moghbazar', 'Maghbazar'],
      ['farmgate', 'Farmgate', 'ফার্মগেট', 'Farm Gate'],
      ['tejgaon', 'Tejgaon', 'তেজগাঁও', 'Tejgaon Industrial Area'],
      ['mohakhali', 'Mohakhali', 'মহাখালী', 'Mohakhali DOHS'],
      ['motijheel', 'Motijheel', 'মতিঝিল', 'Motijhil'],
      ['azimpur', 'Azimpur', 'আজিমপুর', 'Azimpur Colony'],
      ['old-dhaka', 'Old Dhaka', 'পুরান ঢাকা', 'Puran Dhaka', 'Old Town Dhaka'],
      ['jatrabari', 'Jatrabari', 'যাত্রাবাড়ী', 'Jatrabari Chowrasta'],
    ],
  ),
  city(
    'chattogram',
    'Chattogram',
    'চট্টগ্রাম',
    ['Chittagong', 'Ctg', 'Chattagram', 'Chottogram', 'চিটাগাং'],
    [
      ['agrabad', 'Agrabad', 'আগ্রাবাদ', 'Agrabad C/A'],
      ['nasirabad', 'Nasirabad', 'নাসিরাবাদ', 'Nasirabad Housing'],
      ['gec', 'GEC Circle', 'জিইসি মোড়', 'GEC', 'GEC Mor'],
      ['panchlaish', 'Panchlaish', 'পাঁচলাইশ', 'Panchlaish R/A'],
      ['khulshi', 'Khulshi', 'খুলশী', 'Khulshi Hill'],
      ['halishahar', 'Halishahar', 'হালিশহর', 'Halishahar Housing'],
      ['chawkbazar', 'Chawkbazar', 'চকবাজার', 'Chowkbazar', 'Chawk Bazar'],
      ['muradpur', 'Muradpur', 'মুরাদপুর'],
      ['bahaddarhat', 'Bahaddarhat', 'বহদ্দারহাট', 'Bahadderhat'],
      ['oxygen', 'Oxygen', 'অক্সিজেন', 'Oxygen Mor'],
      ['patenga', 'Patenga', 'পতেঙ্গা'],
      ['kotwali', 'Kotwali', 'কোতোয়ালী', 'Kotowali'],
      ['lalkhan-bazar', 'Lalkhan Bazar', 'লালখান বাজার', 'Lalkhan'],
      ['chandgaon', 'Chandgaon', 'চান্দগাঁও', 'Chandgaon R/A'],
    ],
  ),
  city(
    'sylhet',
    'Sylhet',
    'সিলেট',
    ['Silet', 'Srihatta'],
    [
      ['zindabazar', 'Zindabazar', 'জিন্দাবাজার', 'Zinda Bazar', 'Jindabazar'],
      ['amberkhana', 'Amberkhana', 'আম্বরখানা', 'Ambarkhana'],
      ['upashahar', 'Upashahar', 'উপশহর', 'Uposhohor Sylhet'],
      ['subidbazar', 'Subidbazar', 'সুবিদবাজার', 'Subid Bazar'],
      ['shibganj', 'Shibganj', 'শিবগঞ্জ'],
      ['tilagarh', 'Tilagarh', 'টিলাগড়', 'Tilagor'],
      ['mirabazar', 'Mirabazar', 'মীরাবাজার', 'Mira Bazar'],
      ['akhalia', 'Akhalia', 'আখালিয়া'],
    ],
  ),
  city(
    'khulna',
    'Khulna',
    'খুলনা',
    [],
    [
      ['sonadanga', 'Sonadanga', 'সোনাডাঙ্গা', 'Sonadanga R/A'],
      ['khalishpur', 'Khalishpur', 'খালিশপুর'],
      ['daulatpur', 'Daulatpur', 'দৌলতপুর', 'Doulatpur'],
      ['boyra', 'Boyra', 'বয়রা'],
      ['gollamari', 'Gollamari', 'গল্লামারী', 'Golla Mari'],
      ['nirala', 'Nirala', 'নিরালা', 'Nirala R/A'],
      ['shib-bari', 'Shib Bari', 'শিববাড়ি', 'Shibbari'],
    ],
  ),
  city(
    'rajshahi',
    'Rajshahi',
    'রাজশাহী',
    ['Rajshahi City'],
    [
      ['shaheb-bazar', 'Shaheb Bazar', 'সাহেব বাজার', 'Saheb Bazar'],
      ['binodpur', 'Binodpur', 'বিনোদপুর'],
      ['kazla', 'Kazla', 'কাজলা'],
      ['uposhohor', 'Uposhohor', 'উপশহর', 'Upashahar Rajshahi'],
      ['laxmipur', 'Laxmipur', 'লক্ষ্মীপুর', 'Lakshmipur'],
      ['motihar', 'Motihar', 'মতিহার'],
      ['talaimari', 'Talaimari', 'তালাইমারী'],
    ],
  ),
  city(
    'barishal',
    'Barishal',
    'বরিশাল',
    ['Barisal'],
    [
      ['nathullabad', 'Nathullabad', 'নথুল্লাবাদ'],
      ['rupatali', 'Rupatali', 'রূপাতলী', 'Rupatoli'],
      ['band-road', 'Band Road', 'বান্দ রোড', 'Bandh Road'],
      ['sadar-road', 'Sadar Road', 'সদর রোড'],
      ['kawnia', 'Kawnia', 'কাউনিয়া'],
      ['chowmatha', 'Chowmatha', 'চৌমাথা'],
      ['amtala', 'Amtala', 'আমতলা'],
    ],
  ),
  city(
    'rangpur',
    'Rangpur',
    'রংপুর',
    [],
    [
      ['jahaj-company-mor', 'Jahaj Company Mor', 'জাহাজ কোম্পানি মোড়', 'Jahaj Company', 'Jahaj Company More'],
      ['dhap', 'Dhap', 'ধাপ'],
      ['lalbagh', 'Lalbagh', 'লালবাগ'],
      ['modern-mor', 'Modern Mor', 'মডার্ন মোড়', 'Modern More'],
      ['college-road', 'College Road', 'কলেজ রোড'],
      ['shapla-chattar', 'Shapla Chattar', 'শাপলা চত্বর', 'Shapla Chottor'],
      ['park-mor', 'Park Mor', 'পার্ক মোড়'],
      ['mahiganj', 'Mahiganj', 'মাহিগঞ্জ'],
    ],
  ),
  city(
    'mymensingh',
    'Mymensingh',
    'ময়মনসিংহ',
    ['Mymenshingh', 'Maimansingh'],
    [
      ['ganginarpar', 'Ganginarpar', 'গাঙ্গিনারপাড়', 'Ganginapar'],
      ['charpara', 'Charpara', 'চরপাড়া'],
      ['kewatkhali', 'Kewatkhali', 'কেওয়াটখালী'],
      ['maskanda', 'Maskanda', 'মাসকান্দা'],
      ['town-hall', 'Town Hall', 'টাউন হল'],
      ['shesh-mor', 'Shesh Mor', 'শেষ মোড়'],
      ['bau', 'BAU Campus', 'কৃষি বিশ্ববিদ্যালয়', 'Agricultural University', 'BAU'],
    ],
  ),
];

export const CITY_IDS = CITIES.map((item) => item.id);

const citiesById = new Map(CITIES.map((item) => [item.id, item]));
const areasById = new Map(
  CITIES.flatMap((item) => item.areas.map((area) => [area.id, { city: item, area }] as const)),
);

export const cityById = (id: string): City | undefined => citiesById.get(id);
export const areaById = (id: string): Area | undefined => areasById.get(id)?.area;
/** The city an area id belongs to. */
export const cityOfArea = (areaId: string): City | undefined => areasById.get(areaId)?.city;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * Text reduced to lowercase words: Unicode-normalized, Bangla digits as ASCII
 * digits, punctuation and hyphens as spaces, and a number apart from the word it
 * is written against ("Mirpur-10", "Mirpur10" and "মিরপুর ১০" all give words
 * ending in "10").
 */
export function placeWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)))
    .replace(/([\p{L}\p{M}])(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2 ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

interface Name {
  words: string[];
  cityId: string;
  areaId?: string;
}

/**
 * Every name of every place, as words. Built on first use, not when the module loads: the
 * web app's screens import this module for its lists, and the first call to normalize()
 * loads ICU's normalization data (docs/architecture.md, "Keeping the first page light").
 */
let names: Name[] | undefined;
const allNames = (): Name[] =>
  (names ??= CITIES.flatMap((item) => [
    ...[item.en, item.bn, ...item.aliases].map((name) => ({ words: placeWords(name), cityId: item.id })),
    ...item.areas.flatMap((area) =>
      [area.en, area.bn, ...area.aliases].map((name) => ({
        words: placeWords(name),
        cityId: item.id,
        areaId: area.id,
      })),
    ),
  ]).filter((name) => name.words.length > 0));

/** Whether `words` appears in `text` as consecutive words. */
function contains(text: string[], words: string[]): boolean {
  for (let start = 0; start + words.length <= text.length; start += 1) {
    if (words.every((word, offset) => text[start + offset] === word)) return true;
  }
  return false;
}

export interface PlaceMatch {
  city: string;
  /** Absent when the text names only a city. */
  area?: string;
}

/**
 * The place a free-text location names, in English, Bangla or a common other
 * spelling: "Section 10, Mirpur, Dhaka" and "মিরপুর ১০, ঢাকা" both give
 * `{ city: 'dhaka', area: 'dhaka-mirpur-10' }`, "Chittagong" gives
 * `{ city: 'chattogram' }`. The longest matching name wins; when the text
 * also names a city, only areas of that city count. `inCity`, the city chosen
 * apart from the text (a search's City, a listing's), decides between areas of
 * several cities that share a name ("উপশহর" is in Sylhet and in Rajshahi).
 * Null when nothing matches.
 */
export function findPlace(text: string, inCity?: string): PlaceMatch | null {
  const words = placeWords(text);
  const matches = allNames().filter((name) => contains(words, name.words));
  if (matches.length === 0) return null;
  const namedCities = new Set(matches.filter((name) => !name.areaId).map((name) => name.cityId));
  const areas = matches
    .filter((name) => name.areaId && (namedCities.size === 0 || namedCities.has(name.cityId)))
    .sort((a, b) => b.words.length - a.words.length);
  const inChosenCity = areas.filter((name) => name.cityId === inCity);
  const [best] = inChosenCity.length > 0 ? inChosenCity : areas;
  if (best?.areaId) return { city: best.cityId, area: best.areaId };
  const [cityMatch] = matches.filter((name) => !name.areaId).sort((a, b) => b.words.length - a.words.length);
  return cityMatch ? { city: cityMatch.cityId } : null;
}

/**
 * Areas that share a name with a number after it ("Mirpur 1" … "Mirpur 14", "উত্তরা সেক্টর ৩"),
 * by the words before the number, in English and Bangla: "Mirpur" and "মিরপুর" name all of
 * Dhaka's Mirpur sections together. Each group's key is its city and its words. Built on first
 * use, as allNames() is.
 */
let areaGroups: { cityId: string; words: string[]; areaIds: Set<string> }[] | undefined;
const allAreaGroups = () => (areaGroups ??= groupNumberedAreas());
function groupNumberedAreas() {
  const groups = new Map<string, { cityId: string; words: string[]; areaIds: Set<string> }>();
  for (const item of CITIES) {
    for (const area of item.areas) {
      for (const name of [area.en, area.bn]) {
        const words = placeWords(name);
        if (words.length < 2 || !/^\d+$/.test(words.at(-1) ?? '')) continue;
        // Every leading part before the number: "Uttara" and "Uttara Sector" both.
        for (let length = 1; length < words.length; length += 1) {
          const base = words.slice(0, length);
          const key = `${item.id}:${base.join(' ')}`;
          const group = groups.get(key) ?? { cityId: item.id, words: base, areaIds: new Set<string>() };
          group.areaIds.add(area.id);
          groups.set(key, group);
        }
      }
    }
  }
  return [...groups.values()].filter((group) => group.areaIds.size > 1);
}

export interface SearchPlaceMatch {
  /** Absent when the areas are of several cities: a name they share, and no city to choose. */
  city?: string;
  /** Absent when the text names only a city; several for a group of numbered areas. */
  areas?: string[];
}

/**
 * The areas of several cities that `text` names equally well, with no city named ("উপশহর" is
 * Sylhet's and Rajshahi's); none when one city has the best match, or the text names a city.
 */
function areasSharingName(text: string): string[] {
  const words = placeWords(text);
  const matches = allNames().filter((name) => contains(words, name.words));
  if (matches.some((name) => !name.areaId)) return [];
  const longest = Math.max(...matches.map((name) => name.words.length));
  const best = matches.filter((name) => name.words.length === longest);
  if (new Set(best.map((name) => name.cityId)).size < 2) return [];
  return [...new Set(best.map((name) => name.areaId!))];
}

/**
 * The place a search text names (Browse Listing's `q`): a single area or a city as
 * `findPlace` finds them, or else a group of numbered areas by their shared name, so
 * "মিরপুর" and "Mirpur" find the listings of every Mirpur section. Without `inCity` to decide,
 * a name areas of several cities share names them all ("উপশহর": Sylhet's and Rajshahi's), with
 * no city. Null when nothing matches.
 */
export function findSearchPlace(text: string, inCity?: string): SearchPlaceMatch | null {
  const place = findPlace(text, inCity);
  if (place?.area) {
    const shared = inCity === undefined ? areasSharingName(text) : [];
    return shared.length > 1 ? { areas: shared } : { city: place.city, areas: [place.area] };
  }
  const words = placeWords(text);
  const [group] = allAreaGroups()
    .filter((candidate) => (!place || candidate.cityId === place.city) && contains(words, candidate.words))
    .sort((a, b) => b.words.length - a.words.length);
  if (group) return { city: group.cityId, areas: [...group.areaIds] };
  return place ? { city: place.city } : null;
}
