import type { ListingFields } from '@roommate-finder/contract/listing';
import { cityOfArea, findPlace } from '@roommate-finder/contract/places';

/**
 * Fills `city` and `area` when the form leaves them out: the city of a
 * given area, else the place the free-text location names (English, Bangla
 * or another spelling, as the catalogue knows them), as long as it agrees
 * with a city the form did give. The API and the seed both store listings
 * through this.
 */
export function withPlace(fields: ListingFields): ListingFields {
  let { city, area } = fields;
  if (area !== undefined && city === undefined) city = cityOfArea(area)?.id;
  if (area === undefined) {
    const place = findPlace(fields.location, city);
    if (place && (city === undefined || city === place.city)) {
      city = place.city;
      area = place.area;
    }
  }
  return {
    ...fields,
    ...(city === undefined ? {} : { city }),
    ...(area === undefined ? {} : { area }),
  };
}
