/**
 * The demo data of matching (docs/product.md, "Matching"): a roommate
 * profile for every demo account, and the household of every demo listing,
 * so that each demo account sees a few sensible matches, with reasons, right
 * after `npm start`. `demo-data.test.ts` checks that they do.
 */
import type { HouseholdInput } from '@roommate-finder/contract/habits';
import type { ListingInput } from '@roommate-finder/contract/listing';
import type { ProfileInput } from '@roommate-finder/contract/profile';

/** The kinds of home the demo listings are. */
const HOUSEHOLDS = {
  /** A women's mess or shared room: early nights, very tidy, few guests, no smoking. */
  quietWomen: {
    habits: {
      sleep: 'early',
      cleanliness: 5,
      guests: 'rarely',
      smoking: 'no',
      food: 'halal',
      meals: 'cook',
      noise: 'quiet',
      pets: 'no',
    },
    importance: { smoking: 3, noise: 3, guests: 3 },
    dealbreakers: ['smoking'],
  },
  /** Students sharing a mess with a cook: study late, tidy enough, halal kitchen. */
  studentMess: {
    habits: {
      sleep: 'midnight',
      cleanliness: 3,
      guests: 'sometimes',
      smoking: 'no',
      food: 'halal',
      meals: 'cook',
      noise: 'moderate',
      pets: 'no',
    },
    importance: { smoking: 3, meals: 3 },
    dealbreakers: ['smoking'],
  },
  /** A men's mess: late nights, friends over often, smoking on the roof. */
  menMess: {
    habits: {
      sleep: 'late',
      cleanliness: 3,
      guests: 'often',
      smoking: 'outside',
      food: 'any',
      meals: 'cook',
      noise: 'lively',
      pets: 'no',
    },
    importance: { guests: 0, noise: 1 },
    dealbreakers: [],
  },
  /** Working people with rooms of their own: quiet evenings, each cooks for themselves. */
  professionals: {
    habits: {
      sleep: 'midnight',
      cleanliness: 4,
      guests: 'sometimes',
      smoking: 'no',
      food: 'any',
      meals: 'own',
      noise: 'quiet',
      pets: 'ok',
    },
    importance: { noise: 3, cleanliness: 3 },
    dealbreakers: [],
  },
  /** A family subletting or renting out part of its home. */
  family: {
    habits: {
      sleep: 'early',
      cleanliness: 4,
      guests: 'sometimes',
      smoking: 'no',
      food: 'halal',
      meals: 'own',
      noise: 'quiet',
      pets: 'ok',
    },
    importance: { smoking: 3, noise: 3 },
    dealbreakers: ['smoking'],
  },
} satisfies Record<string, HouseholdInput>;

const SEATS = ['mess-seat', 'hostel-seat', 'shared-room'];

/** The household of a demo listing, from who may live there and what kind of place it is. */
export function demoHouseholdOf(listing: Pick<ListingInput, 'accommodation' | 'genderPolicy' | 'tenants'>) {
  const seat = SEATS.includes(listing.accommodation ?? '');
  if (listing.tenants?.length === 1 && listing.tenants[0] === 'family') return HOUSEHOLDS.family;
  if (seat && listing.genderPolicy === 'male') return HOUSEHOLDS.menMess;
  if (seat && listing.genderPolicy === 'female') return HOUSEHOLDS.quietWomen;
  if (seat) return HOUSEHOLDS.studentMess;
  return HOUSEHOLDS.professionals;
}

/** The roommate profile of each demo account, by uid. */
export const DEMO_PROFILES: Readonly<Record<string, ProfileInput>> = {
  'demo-ayesha': {
    gender: 'female',
    tenant: 'student',
    cities: ['dhaka'],
    areas: ['dhaka-mirpur-10', 'dhaka-mirpur-11'],
    budgetMax: 6000,
    accommodation: ['mess-seat', 'hostel-seat'],
    habits: {
      sleep: 'early',
      cleanliness: 4,
      guests: 'rarely',
      smoking: 'no',
      food: 'halal',
      meals: 'cook',
      noise: 'quiet',
      pets: 'no',
    },
    importance: { smoking: 3, noise: 3, sleep: 1 },
    dealbreakers: ['smoking'],
  },
  'demo-tanvir': {
    gender: 'male',
    tenant: 'job-holder',
    cities: ['dhaka', 'chattogram'],
    budgetMax: 10000,
    habits: {
      sleep: 'midnight',
      cleanliness: 4,
      guests: 'sometimes',
      smoking: 'outside',
      food: 'any',
      meals: 'own',
      noise: 'moderate',
      pets: 'ok',
    },
    importance: { cleanliness: 3 },
    dealbreakers: [],
  },
  'demo-nusrat': {
    gender: 'female',
    tenant: 'job-holder',
    cities: ['chattogram', 'dhaka'],
    budgetMax: 12000,
    // She lives as the working people's homes do: quiet evenings, cooking for herself.
    habits: HOUSEHOLDS.professionals.habits,
    importance: { noise: 3, smoking: 3 },
    dealbreakers: [],
  },
  'demo-rafiq': {
    gender: 'male',
    tenant: 'student',
    cities: ['sylhet', 'rajshahi', 'rangpur'],
    budgetMax: 6000,
    habits: {
      sleep: 'midnight',
      cleanliness: 3,
      guests: 'sometimes',
      smoking: 'no',
      food: 'any',
      meals: 'cook',
      noise: 'moderate',
      pets: 'no',
    },
    importance: {},
    dealbreakers: [],
  },
  'demo-farhana': {
    gender: 'female',
    tenant: 'student',
    cities: ['dhaka', 'mymensingh'],
    budgetMax: 6000,
    habits: {
      sleep: 'early',
      cleanliness: 4,
      guests: 'rarely',
      smoking: 'no',
      food: 'halal',
      meals: 'cook',
      noise: 'quiet',
      pets: 'no',
    },
    importance: { noise: 3, guests: 3 },
    dealbreakers: [],
  },
  'demo-imran': {
    gender: 'male',
    tenant: 'job-holder',
    cities: ['chattogram', 'khulna'],
    budgetMax: 8000,
    habits: {
      sleep: 'midnight',
      cleanliness: 3,
      guests: 'often',
      smoking: 'outside',
      food: 'any',
      meals: 'cook',
      noise: 'moderate',
      pets: 'no',
    },
    importance: { guests: 3 },
    dealbreakers: [],
  },
  'demo-sadia': {
    gender: 'female',
    tenant: 'job-holder',
    cities: ['dhaka'],
    budgetMax: 15000,
    habits: {
      sleep: 'early',
      cleanliness: 5,
      guests: 'rarely',
      smoking: 'no',
      food: 'halal',
      meals: 'own',
      noise: 'quiet',
      pets: 'no',
    },
    importance: { cleanliness: 3, noise: 3, smoking: 3 },
    dealbreakers: ['smoking'],
  },
  // The demo moderator looks for a room too: moderators are people of the site like everyone else.
  'demo-mahmud': {
    gender: 'male',
    tenant: 'job-holder',
    cities: ['dhaka'],
    budgetMax: 14000,
    habits: {
      sleep: 'late',
      cleanliness: 4,
      guests: 'sometimes',
      smoking: 'no',
      food: 'any',
      meals: 'cook',
      noise: 'moderate',
      pets: 'no',
    },
    importance: { smoking: 3 },
    dealbreakers: [],
  },
};
