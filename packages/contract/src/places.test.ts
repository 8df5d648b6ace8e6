import { describe, expect, it } from 'vitest';
import { areaById, CITIES, cityById, cityOfArea, findPlace, findSearchPlace, placeWords } from './places';

describe('places catalogue', () => {
  it('has the eight divisional cities with enough areas each', () => {
    expect(CITIES.map((city) => city.id).sort()).toEqual(
      ['barishal', 'chattogram', 'dhaka', 'khulna', 'mymensingh', 'rajshahi', 'rangpur', 'sylhet'].sort(),
    );
    for (const city of CITIES) {
      const least = city.id === 'dhaka' ? 30 : city.id === 'chattogram' ? 12 : 6;
      expect(city.areas.length, city.id).toBeGreaterThanOrEqual(least);
    }
  });

  it('uses unique lowercase slugs, area ids prefixed with their city, every name in English and Bangla', () => {
    const ids = CITIES.flatMap((city) => [city.id, ...city.areas.map((area) => area.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const city of CITIES) {
      expect(city.id).toMatch(/^[a-z]+$/);
      expect(city.bn).toMatch(/\p{Script=Bengali}/u);
      for (const area of city.areas) {
        expect(area.id).toMatch(new RegExp(`^${city.id}-[a-z0-9]+(-[a-z0-9]+)*$`));
        expect(area.en.length).toBeGreaterThan(0);
        expect(area.bn).toMatch(/\p{Script=Bengali}/u);
      }
    }
  });

  it('has the Dhaka areas people ask for most', () => {
    for (const id of [
      'dhaka-mirpur-1',
      'dhaka-mirpur-2',
      'dhaka-mirpur-10',
      'dhaka-mirpur-11',
      'dhaka-mirpur-12',
      'dhaka-mirpur-14',
      'dhaka-pallabi',
      'dhaka-kazipara',
      'dhaka-shewrapara',
      'dhaka-dhanmondi',
      'dhaka-mohammadpur',
      'dhaka-gulshan-1',
      'dhaka-gulshan-2',
      'dhaka-banani',
      'dhaka-baridhara',
      'dhaka-bashundhara',
      'dhaka-badda',
      'dhaka-rampura',
      'dhaka-banasree',
      'dhaka-aftabnagar',
      'dhaka-khilgaon',
      'dhaka-malibagh',
      'dhaka-mogbazar',
      'dhaka-farmgate',
      'dhaka-tejgaon',
      'dhaka-mohakhali',
      'dhaka-motijheel',
      'dhaka-azimpur',
      'dhaka-old-dhaka',
      'dhaka-jatrabari',
    ]) {
      expect(areaById(id), id).toBeDefined();
    }
    expect(
      CITIES.find((city) => city.id === 'dhaka')?.areas.some((area) => area.id.startsWith('dhaka-uttara')),
    ).toBe(true);
  });

  it('looks up ids both ways', () => {
    expect(cityById('chattogram')?.en).toBe('Chattogram');
    expect(cityById('nowhere')).toBeUndefined();
    expect(cityOfArea('dhaka-mirpur-10')?.id).toBe('dhaka');
    expect(cityOfArea('dhaka')).toBeUndefined();
  });
});

describe('findPlace', () => {
  it.each([
    ['Section 10, Mirpur, Dhaka', { city: 'dhaka', area: 'dhaka-mirpur-10' }],
    ['মিরপুর ১০, ঢাকা', { city: 'dhaka', area: 'dhaka-mirpur-10' }],
    ['Mirpur-10', { city: 'dhaka', area: 'dhaka-mirpur-10' }],
    ['mirpur 1', { city: 'dhaka', area: 'dhaka-mirpur-1' }],
    ['House 5, Road 8A, Dhanmondi, Dhaka', { city: 'dhaka', area: 'dhaka-dhanmondi' }],
    ['Gulshan-2', { city: 'dhaka', area: 'dhaka-gulshan-2' }],
    ['Chittagong', { city: 'chattogram' }],
    ['Agrabad, Ctg', { city: 'chattogram', area: 'chattogram-agrabad' }],
    ['চট্টগ্রাম', { city: 'chattogram' }],
    ['Barisal', { city: 'barishal' }],
    ['Zindabazar, Sylhet', { city: 'sylhet', area: 'sylhet-zindabazar' }],
    ['পুরান ঢাকা', { city: 'dhaka', area: 'dhaka-old-dhaka' }],
  ])('%s', (text, expected) => {
    expect(findPlace(text)).toEqual(expected);
  });

  it('does not take "Mirpur 10" for Mirpur 1, nor a word inside another word', () => {
    expect(findPlace('Mirpur 10')?.area).toBe('dhaka-mirpur-10');
    expect(findPlace('Dhakaiya Road')).toBeNull();
  });

  it('prefers the area of the city the text names', () => {
    expect(findPlace('উপশহর, রাজশাহী')).toEqual({ city: 'rajshahi', area: 'rajshahi-uposhohor' });
    expect(findPlace('উপশহর, সিলেট')).toEqual({ city: 'sylhet', area: 'sylhet-upashahar' });
  });

  it('takes the area of the city chosen apart from the text, of two that share a name', () => {
    expect(findPlace('উপশহর', 'rajshahi')).toEqual({ city: 'rajshahi', area: 'rajshahi-uposhohor' });
    expect(findPlace('উপশহর', 'sylhet')).toEqual({ city: 'sylhet', area: 'sylhet-upashahar' });
    expect(findSearchPlace('উপশহর', 'rajshahi')).toEqual({ city: 'rajshahi', areas: ['rajshahi-uposhohor'] });
    // A city the name is not in changes nothing: the search refuses the mix, naming the place.
    expect(findPlace('Zindabazar', 'rajshahi')).toEqual({ city: 'sylhet', area: 'sylhet-zindabazar' });
  });

  it('searches every area that shares a name when no city decides between them', () => {
    expect(findSearchPlace('উপশহর')).toEqual({ areas: ['sylhet-upashahar', 'rajshahi-uposhohor'] });
    // A city named in the text, or a name only one city has, still gives one area.
    expect(findSearchPlace('উপশহর, রাজশাহী')).toEqual({ city: 'rajshahi', areas: ['rajshahi-uposhohor'] });
    expect(findSearchPlace('Uposhohor')).toEqual({ city: 'rajshahi', areas: ['rajshahi-uposhohor'] });
    expect(findSearchPlace('বনানী')).toEqual({ city: 'dhaka', areas: ['dhaka-banani'] });
  });

  it('answers null for a place it does not know', () => {
    expect(findPlace('Cox’s Bazar')).toBeNull();
    expect(findPlace('')).toBeNull();
  });

  it('reduces text to words with ASCII digits', () => {
    expect(placeWords('  Mirpur-১০ (Dhaka) ')).toEqual(['mirpur', '10', 'dhaka']);
  });

  it('reads a number written against its word as a word of its own', () => {
    expect(placeWords('Mirpur10')).toEqual(['mirpur', '10']);
    expect(placeWords('মিরপুর১০')).toEqual(['মিরপুর', '10']);
    expect(findPlace('Mirpur10, Dhaka')).toEqual({ city: 'dhaka', area: 'dhaka-mirpur-10' });
    expect(findSearchPlace('mirpur10')).toEqual({ city: 'dhaka', areas: ['dhaka-mirpur-10'] });
    expect(findSearchPlace('মিরপুর১০')).toEqual({ city: 'dhaka', areas: ['dhaka-mirpur-10'] });
  });
});

describe('findSearchPlace', () => {
  const mirpurSections = CITIES.find((item) => item.id === 'dhaka')!
    .areas.filter((area) => area.en.startsWith('Mirpur '))
    .map((area) => area.id);

  it('finds every numbered section by the name they share, in Bangla and English', () => {
    expect(mirpurSections.length).toBeGreaterThan(1);
    expect(findSearchPlace('মিরপুর')).toEqual({ city: 'dhaka', areas: mirpurSections });
    expect(findSearchPlace('Mirpur')).toEqual({ city: 'dhaka', areas: mirpurSections });
  });

  it('keeps a single area, a city and an unknown name as findPlace has them', () => {
    expect(findSearchPlace('মিরপুর ১০')).toEqual({ city: 'dhaka', areas: ['dhaka-mirpur-10'] });
    expect(findSearchPlace('Sylhet')).toEqual({ city: 'sylhet' });
    expect(findSearchPlace('Atlantis')).toBeNull();
  });
});
