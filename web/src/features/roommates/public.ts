/**
 * What the roommates feature lets other features use (docs/architecture.md,
 * "Layers of the web app"): the matching feature shows listings with their
 * match, and asks the same habit questions as a listing's household; the moderators' screen
 * marks a hidden listing as its owner sees it.
 */
export { HabitFields } from './components/habit-fields';
export { HiddenBadge } from './components/hidden-notice';
export { ListingCover } from './components/listing-cover';
export { MatchBadge } from './components/match-badge';
export { MatchReasons } from './components/match-reasons';
export { habitAnswersInput, noHabitAnswers, type HabitAnswers } from './habit-answers';
export { ACCOMMODATION_LABELS, placeName, TENANT_LABELS } from './listing-labels';
export { formatRent } from './listing-format';
