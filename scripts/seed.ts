/** `npm run seed`: writes the demo data into an already running stack (`npm start`). */
import { seedDemoData } from './lib/seed';

const summary = await seedDemoData();
console.log(
  `Seeded ${summary.listings} listings in ${summary.cities} cities, ${summary.accounts} accounts with their roommate profiles, ${summary.likes} likes and ${summary.photos} photos.`,
);
process.exit(0);
