/**
 * How people reach the Roommate Finder team: shown in the footer's Contact Us
 * column and used by the home page's Contact Support button.
 */
export const SUPPORT_EMAIL = 'support@roommatefinder.com.bd';
export const SUPPORT_PHONE = '+880 1712-345678';

/** tel: links want the number without spaces or dashes. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`;
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
