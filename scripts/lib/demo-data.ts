/**
 * The demo data that `npm start` and the tests seed: accounts in the Auth
 * emulator with their user records, listings across Bangladeshi cities, and
 * likes between accounts so that the featured section has an order.
 */
import type { ListingInput } from '../../functions/src/contract/listing';

/** Every demo account signs in with this password (it passes the sign-up rules). */
export const DEMO_PASSWORD = 'Roommate123';

export interface DemoAccount {
  uid: string;
  name: string;
  email: string;
  /** Avatar shipped with the web app (web/public/avatars). */
  avatar: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { uid: 'demo-ayesha', name: 'Ayesha Rahman', email: 'ayesha@example.com', avatar: 'ayesha.svg' },
  { uid: 'demo-tanvir', name: 'Tanvir Hasan', email: 'tanvir@example.com', avatar: 'tanvir.svg' },
  { uid: 'demo-nusrat', name: 'Nusrat Jahan', email: 'nusrat@example.com', avatar: 'nusrat.svg' },
  { uid: 'demo-rafiq', name: 'Rafiqul Islam', email: 'rafiq@example.com', avatar: 'rafiq.svg' },
  { uid: 'demo-farhana', name: 'Farhana Akter', email: 'farhana@example.com', avatar: 'farhana.svg' },
  { uid: 'demo-imran', name: 'Imran Hossain', email: 'imran@example.com', avatar: 'imran.svg' },
  { uid: 'demo-sadia', name: 'Sadia Chowdhury', email: 'sadia@example.com', avatar: 'sadia.svg' },
];

type DemoListingFields = Omit<ListingInput, 'name' | 'email'>;

export interface DemoListing extends DemoListingFields {
  /** Stable document id, so seeding twice overwrites instead of duplicating. */
  id: string;
  owner: DemoAccount['uid'];
  /** Days before the seed's reference date that the listing was posted. */
  postedDaysAgo: number;
  /** uids of the demo accounts that like it. */
  likedBy: readonly DemoAccount['uid'][];
}

const L = (listing: DemoListing) => listing;

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Dhaka
  L({
    id: 'demo-dhaka-dhanmondi',
    owner: 'demo-ayesha',
    title: 'Furnished master bedroom near Dhanmondi Lake',
    location: 'Road 8A, Dhanmondi, Dhaka',
    rentAmount: '14,000 BDT',
    roomType: 'Master bedroom',
    lifestylePreferences: ['Non-smoker', 'Working professional', 'Quiet evenings'],
    contactInfo: '+880 1712-345601',
    availability: 'Available',
    description:
      'Spacious master bedroom with attached bath and south-facing balcony in a 3-bed flat, a five-minute walk from the lake. Gas, water, Wi-Fi and a shared maid are included. Looking for a tidy working woman.',
    postedDaysAgo: 2,
    likedBy: ['demo-tanvir', 'demo-nusrat', 'demo-rafiq', 'demo-farhana', 'demo-imran'],
  }),
  L({
    id: 'demo-dhaka-mirpur',
    owner: 'demo-imran',
    title: 'Shared room for a student in Mirpur 10',
    location: 'Section 10, Mirpur, Dhaka',
    rentAmount: '5,500 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Non-smoker', 'Halal kitchen'],
    contactInfo: '+880 1819-220044',
    availability: 'Available',
    description:
      'One bed free in a two-bed room close to the Mirpur 10 metro station. Meals are cooked by a shared cook (extra 2,500 BDT a month). Ideal for a university student who keeps regular hours.',
    postedDaysAgo: 5,
    likedBy: ['demo-ayesha', 'demo-sadia'],
  }),
  L({
    id: 'demo-dhaka-uttara',
    owner: 'demo-sadia',
    title: 'Single room with balcony in Uttara Sector 7',
    location: 'Sector 7, Uttara, Dhaka',
    rentAmount: '9,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Early riser', 'Pet-friendly', 'Non-smoker'],
    contactInfo: 'sadia@example.com',
    availability: 'Available',
    description:
      'Bright single room in a family flat, ten minutes from the airport road. Our cat lives here too, so you must love pets. Lift, generator and parking for a bicycle.',
    postedDaysAgo: 9,
    likedBy: ['demo-ayesha', 'demo-nusrat', 'demo-imran'],
  }),
  L({
    id: 'demo-dhaka-gulshan',
    owner: 'demo-tanvir',
    title: 'Premium studio sublet in Gulshan 2',
    location: 'Road 71, Gulshan 2, Dhaka',
    rentAmount: '32,000 BDT',
    roomType: 'Studio',
    lifestylePreferences: ['Working professional', 'Non-smoker'],
    contactInfo: '+880 1711-908070',
    availability: 'Not Available',
    description:
      'Fully furnished studio with a kitchenette, air conditioning and 24-hour security, sublet for six months while I work in Chattogram. Taken until January.',
    postedDaysAgo: 14,
    likedBy: ['demo-farhana'],
  }),
  L({
    id: 'demo-dhaka-bashundhara',
    owner: 'demo-farhana',
    title: 'Female roommate wanted near North South University',
    location: 'Block D, Bashundhara R/A, Dhaka',
    rentAmount: '8,500 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Female only', 'Quiet evenings'],
    contactInfo: '+880 1914-556677',
    availability: 'Available',
    description:
      'Two NSU students looking for a third flatmate. The room is shared with one person, has a big window and its own wardrobe. Walking distance to campus and Jamuna Future Park.',
    postedDaysAgo: 1,
    likedBy: ['demo-ayesha', 'demo-sadia', 'demo-nusrat'],
  }),
  // Chattogram
  L({
    id: 'demo-ctg-nasirabad',
    owner: 'demo-tanvir',
    title: 'Hill-view room in Nasirabad housing',
    location: 'Nasirabad Housing Society, Chattogram',
    rentAmount: '10,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Working professional', 'Non-smoker', 'Gym-goer'],
    contactInfo: '+880 1811-443322',
    availability: 'Available',
    description:
      'Quiet single room in a 3-bed flat with a view of the hills. Close to GEC Circle and the Nasirabad gym. Utilities split three ways, usually about 1,200 BDT each.',
    postedDaysAgo: 3,
    likedBy: ['demo-ayesha', 'demo-rafiq', 'demo-imran', 'demo-sadia'],
  }),
  L({
    id: 'demo-ctg-agrabad',
    owner: 'demo-rafiq',
    title: 'Bachelor seat near Agrabad commercial area',
    location: 'Agrabad C/A, Chattogram',
    rentAmount: '4,500 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Working professional', 'Halal kitchen'],
    contactInfo: '+880 1556-123987',
    availability: 'Available',
    description:
      'Seat in a shared room for a bachelor working at the port or in Agrabad offices. Meal system available. Five minutes to the bus stand.',
    postedDaysAgo: 11,
    likedBy: ['demo-tanvir'],
  }),
  L({
    id: 'demo-ctg-khulshi',
    owner: 'demo-nusrat',
    title: 'Room in a calm Khulshi flat for a female professional',
    location: 'Khulshi R/A, Chattogram',
    rentAmount: '12,500 BDT',
    roomType: 'Master bedroom',
    lifestylePreferences: ['Female only', 'Non-smoker', 'Vegetarian-friendly'],
    contactInfo: 'nusrat@example.com',
    availability: 'Not Available',
    description:
      'Master bedroom with attached bath, shared kitchen and living room with one other woman. Green, quiet area near Chittagong Medical College hostel road.',
    postedDaysAgo: 20,
    likedBy: [],
  }),
  L({
    id: 'demo-ctg-halishahar',
    owner: 'demo-imran',
    title: 'Sea-breeze single room in Halishahar',
    location: 'H Block, Halishahar, Chattogram',
    rentAmount: '7,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Night owl', 'Gamer', 'Non-smoker'],
    contactInfo: '+880 1675-332211',
    availability: 'Available',
    description:
      'Single room with a fast fibre connection, great for remote work or gaming. Share the flat with two software developers. Near the Halishahar beach road.',
    postedDaysAgo: 6,
    likedBy: ['demo-tanvir', 'demo-farhana'],
  }),
  // Sylhet
  L({
    id: 'demo-sylhet-zindabazar',
    owner: 'demo-nusrat',
    title: 'Central room in Zindabazar, walk to everything',
    location: 'Zindabazar, Sylhet',
    rentAmount: '6,500 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Non-smoker', 'Working professional'],
    contactInfo: '+880 1716-778899',
    availability: 'Available',
    description:
      'Compact single room right in the city centre, above a quiet shop. Close to shopping malls, banks and the Surma riverside.',
    postedDaysAgo: 4,
    likedBy: ['demo-ayesha', 'demo-tanvir', 'demo-rafiq'],
  }),
  L({
    id: 'demo-sylhet-tilagor',
    owner: 'demo-rafiq',
    title: 'Student mess seat near SUST',
    location: 'Tilagor, Sylhet',
    rentAmount: '3,500 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Halal kitchen', 'Early riser'],
    contactInfo: '+880 1558-909090',
    availability: 'Available',
    description:
      'Seat in a well-run student mess five minutes from the SUST gate. Rent includes electricity and Wi-Fi; meals are shared at about 2,000 BDT a month.',
    postedDaysAgo: 8,
    likedBy: ['demo-imran'],
  }),
  L({
    id: 'demo-sylhet-upashahar',
    owner: 'demo-sadia',
    title: 'Family flat room in Shahjalal Upashahar',
    location: 'Block C, Shahjalal Upashahar, Sylhet',
    rentAmount: '8,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Female only', 'Pet-friendly'],
    contactInfo: '+880 1720-456123',
    availability: 'Available',
    description:
      'A furnished room in a friendly family home. Breakfast is included, and the family has a small garden and two cats.',
    postedDaysAgo: 16,
    likedBy: [],
  }),
  L({
    id: 'demo-sylhet-amberkhana',
    owner: 'demo-tanvir',
    title: 'Duplex sublet with tea-garden view in Amberkhana',
    location: 'Amberkhana, Sylhet',
    rentAmount: '15,000 BDT',
    roomType: 'Sublet',
    lifestylePreferences: ['Working professional', 'Quiet evenings', 'Non-smoker'],
    contactInfo: 'tanvir@example.com',
    availability: 'Not Available',
    description:
      'Upper floor of a duplex, sublet with its own entrance, a private bath and a view of the tea gardens. Rented out until the end of the year.',
    postedDaysAgo: 25,
    likedBy: ['demo-nusrat'],
  }),
  // Khulna
  L({
    id: 'demo-khulna-sonadanga',
    owner: 'demo-rafiq',
    title: 'Roommate wanted for a 2-bed flat in Sonadanga',
    location: 'Sonadanga R/A, Khulna',
    rentAmount: '6,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Working professional', 'Cricket fan', 'Non-smoker'],
    contactInfo: '+880 1713-667788',
    availability: 'Available',
    description:
      'I work at a bank on KDA Avenue and need a flatmate for the second bedroom. Shared kitchen, a big living room and a rooftop.',
    postedDaysAgo: 2,
    likedBy: ['demo-ayesha', 'demo-tanvir', 'demo-imran', 'demo-sadia'],
  }),
  L({
    id: 'demo-khulna-gollamari',
    owner: 'demo-farhana',
    title: 'Seat near Khulna University for a female student',
    location: 'Gollamari, Khulna',
    rentAmount: '3,000 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Female only'],
    contactInfo: '+880 1911-334455',
    availability: 'Available',
    description:
      'Seat in a shared room of a girls-only hostel-style flat two minutes from Khulna University. Caretaker on site.',
    postedDaysAgo: 12,
    likedBy: ['demo-nusrat'],
  }),
  L({
    id: 'demo-khulna-boyra',
    owner: 'demo-imran',
    title: 'Single room with attached bath in Boyra',
    location: 'Boyra Main Road, Khulna',
    rentAmount: '5,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Non-smoker', 'Early riser'],
    contactInfo: '+880 1677-889900',
    availability: 'Not Available',
    description: 'Single room with attached bath on the second floor. Close to Boyra bazar and the bus stop.',
    postedDaysAgo: 30,
    likedBy: [],
  }),
  // Rajshahi
  L({
    id: 'demo-rajshahi-kazla',
    owner: 'demo-farhana',
    title: 'Quiet room for a Rajshahi University student',
    location: 'Kazla, Rajshahi',
    rentAmount: '3,800 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Student', 'Quiet evenings', 'Non-smoker'],
    contactInfo: '+880 1712-009988',
    availability: 'Available',
    description:
      'A small single room for a focused student, five minutes from the RU main gate. Reading table, bookshelf and a ceiling fan included.',
    postedDaysAgo: 3,
    likedBy: ['demo-nusrat', 'demo-rafiq'],
  }),
  L({
    id: 'demo-rajshahi-upashahar',
    owner: 'demo-ayesha',
    title: 'Shared flat in Uposhohor, green and clean',
    location: 'Sector 2, Uposhohor, Rajshahi',
    rentAmount: '7,500 BDT',
    roomType: 'Master bedroom',
    lifestylePreferences: ['Working professional', 'Vegetarian-friendly', 'Non-smoker'],
    contactInfo: 'ayesha@example.com',
    availability: 'Available',
    description:
      'My cousin is moving out of our flat in Uposhohor. Master bedroom with attached bath, near the Padma riverside walk.',
    postedDaysAgo: 7,
    likedBy: ['demo-tanvir', 'demo-sadia'],
  }),
  L({
    id: 'demo-rajshahi-sahebbazar',
    owner: 'demo-rafiq',
    title: 'Budget seat near Shaheb Bazar',
    location: 'Shaheb Bazar, Rajshahi',
    rentAmount: '2,800 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Halal kitchen', 'Early riser'],
    contactInfo: '+880 1557-443366',
    availability: 'Available',
    description: 'Affordable seat in a shared room in the heart of the city. Meals available on request.',
    postedDaysAgo: 18,
    likedBy: [],
  }),
  L({
    id: 'demo-rajshahi-talaimari',
    owner: 'demo-sadia',
    title: 'Room with rooftop garden in Talaimari',
    location: 'Talaimari, Rajshahi',
    rentAmount: '5,500 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Pet-friendly', 'Gardening', 'Non-smoker'],
    contactInfo: '+880 1721-665544',
    availability: 'Not Available',
    description:
      'Airy room on the top floor with access to the rooftop garden. Taken for now; check back in March.',
    postedDaysAgo: 22,
    likedBy: ['demo-farhana'],
  }),
  // Barishal
  L({
    id: 'demo-barishal-bandroad',
    owner: 'demo-imran',
    title: 'River-side room on Band Road',
    location: 'Band Road, Barishal',
    rentAmount: '5,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Non-smoker', 'Working professional'],
    contactInfo: '+880 1818-776655',
    availability: 'Available',
    description:
      'A single room overlooking the Kirtankhola river, close to the launch terminal. Share the flat with one quiet engineer.',
    postedDaysAgo: 4,
    likedBy: ['demo-ayesha', 'demo-rafiq'],
  }),
  L({
    id: 'demo-barishal-nathullabad',
    owner: 'demo-nusrat',
    title: 'Seat near Nathullabad bus terminal',
    location: 'Nathullabad, Barishal',
    rentAmount: '3,200 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Halal kitchen'],
    contactInfo: '+880 1552-112233',
    availability: 'Available',
    description: 'Seat in a shared room, handy for students of Barishal University who travel often.',
    postedDaysAgo: 10,
    likedBy: [],
  }),
  L({
    id: 'demo-barishal-rupatali',
    owner: 'demo-tanvir',
    title: 'Family sublet in Rupatali housing',
    location: 'Rupatali Housing, Barishal',
    rentAmount: '9,500 BDT',
    roomType: 'Sublet',
    lifestylePreferences: ['Family', 'Non-smoker'],
    contactInfo: '+880 1710-224466',
    availability: 'Available',
    description:
      'Two rooms with a private bath sublet to a small family or a couple. Kitchen shared with the owners.',
    postedDaysAgo: 13,
    likedBy: ['demo-sadia'],
  }),
  L({
    id: 'demo-barishal-sadarroad',
    owner: 'demo-farhana',
    title: 'Room in a women-only flat on Sadar Road',
    location: 'Sadar Road, Barishal',
    rentAmount: '4,000 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Female only', 'Quiet evenings'],
    contactInfo: 'farhana@example.com',
    availability: 'Not Available',
    description: 'Single room in a flat shared by three working women. Full until further notice.',
    postedDaysAgo: 27,
    likedBy: [],
  }),
  // Rangpur
  L({
    id: 'demo-rangpur-jahajcompany',
    owner: 'demo-sadia',
    title: 'Central room near Jahaj Company More',
    location: 'Jahaj Company More, Rangpur',
    rentAmount: '4,500 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Working professional', 'Non-smoker', 'Early riser'],
    contactInfo: '+880 1723-998877',
    availability: 'Available',
    description:
      'Single room in the busiest part of town, above a pharmacy. Good for someone working at the nearby offices.',
    postedDaysAgo: 6,
    likedBy: ['demo-imran', 'demo-farhana', 'demo-tanvir'],
  }),
  L({
    id: 'demo-rangpur-dhap',
    owner: 'demo-ayesha',
    title: 'Seat near Rangpur Medical College',
    location: 'Dhap, Rangpur',
    rentAmount: '3,000 BDT',
    roomType: 'Shared room',
    lifestylePreferences: ['Student', 'Quiet evenings'],
    contactInfo: '+880 1715-101010',
    availability: 'Available',
    description: 'A seat for a medical student in a clean shared room, two minutes from the college gate.',
    postedDaysAgo: 15,
    likedBy: ['demo-nusrat'],
  }),
  L({
    id: 'demo-rangpur-modernmore',
    owner: 'demo-rafiq',
    title: 'Bright single room near Begum Rokeya University',
    location: 'Modern More, Rangpur',
    rentAmount: '3,500 BDT',
    roomType: 'Single room',
    lifestylePreferences: ['Student', 'Non-smoker', 'Cricket fan'],
    contactInfo: '+880 1558-121314',
    availability: 'Available',
    description:
      'Single room with a study desk and a wide window, ten minutes by rickshaw from Begum Rokeya University.',
    postedDaysAgo: 19,
    likedBy: [],
  }),
  L({
    id: 'demo-rangpur-college-road',
    owner: 'demo-imran',
    title: 'Master bedroom for a couple on College Road',
    location: 'College Road, Rangpur',
    rentAmount: '6,500 BDT',
    roomType: 'Master bedroom',
    lifestylePreferences: 'Couple-friendly',
    contactInfo: '+880 1679-242424',
    availability: 'Available',
    description:
      'A large master bedroom with attached bath and balcony, suitable for a married couple. Shared kitchen.',
    postedDaysAgo: 24,
    likedBy: ['demo-sadia'],
  }),
];
