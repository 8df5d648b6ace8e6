/**
 * Every address of the API the web app calls (docs/api.md), from one place, each path without
 * API_BASE: the feature API files (features/<name>/api, `import * as apiPaths`) hand these to
 * lib/api-client.ts, and the route table
 * (config/routes.ts) to early-start.ts for a first screen's data. It imports nothing, so that
 * early-start.ts and vite.config.ts can read it, and each path is its own export, so that
 * early-start.ts's file holds only the ones it uses (docs/architecture.md, "Keeping the first page light").
 */

/** The only place that knows where the API lives: Hosting rewrites /api/** to the function. */
export const API_BASE = '/api';

/** The address the browser asks for: the API's path under API_BASE. */
export const apiAddress = (path: string) => `${API_BASE}${path}`;

const segment = encodeURIComponent;

export const listings = '/roommates';
export const listing = (id: string) => `/roommates/${segment(id)}`;
export const listingConfirm = (id: string) => `${listing(id)}/confirm`;
export const listingLike = (id: string) => `${listing(id)}/like`;
export const listingPhotos = (id: string) => `${listing(id)}/photos`;
export const listingPhoto = (id: string, photoId: string) => `${listing(id)}/photos/${segment(photoId)}`;
export const featuredListings = '/featured-roommates';
export const users = '/users';
export const user = (id: string) => `/users/${segment(id)}`;
export const userPhoto = '/users/photo';
export const profile = '/profile';
export const matches = '/matches';
export const conversations = '/conversations';
export const conversation = (id: string) => `/conversations/${segment(id)}`;
export const conversationMessages = (id: string) => `${conversation(id)}/messages`;
export const conversationRead = (id: string) => `${conversation(id)}/read`;
export const unreadConversations = '/conversations/unread';
export const block = (uid: string) => `/blocks/${segment(uid)}`;
export const reports = '/reports';
export const adminReports = '/admin/reports';
export const adminDismissReports = '/admin/reports/dismiss';
export const adminActions = '/admin/actions';
export const adminHideListing = (id: string) => `/admin/listings/${segment(id)}/hide`;
export const adminRestoreListing = (id: string) => `/admin/listings/${segment(id)}/restore`;
export const adminSuspendUser = (id: string) => `/admin/users/${segment(id)}/suspend`;
export const adminRestoreUser = (id: string) => `/admin/users/${segment(id)}/restore`;
