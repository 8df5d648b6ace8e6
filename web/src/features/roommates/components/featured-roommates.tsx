// Work in progress (issue 4): the featured roommates section of the home page.
export function FeaturedRoommates() {
  return null;
}
