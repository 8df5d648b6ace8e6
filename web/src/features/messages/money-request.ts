/**
 * Whether a message asks for money (docs/product.md, "Trust and safety"): a mobile-money word
 * (bKash, Nagad, Rocket, an advance, token money, a booking fee: in English, in Bangla and as
 * people write Bangla in Latin letters) or an 11-digit `01…` mobile number, together with an
 * amount. The recipient sees a warning beside such a message; it is delivered all the same, since
 * a real owner may well name the advance the listing states.
 */

/** Bangla digits read as ASCII ones, so `০১৭১১…` and `৫০০০` are a number and an amount too. */
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

const MONEY_WORDS = [
  /\bb\W?kash\b/i,
  /\bnagad\b/i,
  /\brocket\b/i,
  /\bupay\b/i,
  /\badvance\b/i,
  /\btoken\s*money\b/i,
  /\bbooking\s*(?:fee|money|charge)\b/i,
  /\bsend\s*money\b/i,
  /\bcash\s*out\b/i,
  /\bogrim\b/i,
  /বিকাশ/,
  /নগদ/,
  /রকেট/,
  /অগ্রিম/,
  /এডভান্স/,
  /অ্যাডভান্স/,
  /টোকেন/,
  /বুকিং/,
  /সেন্ড\s*মানি/,
];

/** A Bangladeshi mobile number: 01 and nine more digits, spaced or dashed as people write it. */
const MOBILE_NUMBER = /(?:\+?88[\s-]?)?\b01[3-9](?:[\s-]?\d){8}\b/g;

/** An amount: a number with a currency (tk, taka, BDT, ৳, টাকা), or a plain number of three digits or more. */
const AMOUNT =
  /(?:৳|\btk\.?|\bbdt\b)\s*\d[\d,]*|\d[\d,]*(?:\.\d+)?\s*(?:k\b|tk\b|taka\b|bdt\b|৳|টাকা|হাজার)|\b\d{1,3}(?:,\d{3})+\b|\b\d{3,6}\b/i;

export function asksForMoney(text: string): boolean {
  const plain = asciiDigits(text);
  const names = MONEY_WORDS.some((word) => word.test(plain));
  const numbers = plain.match(MOBILE_NUMBER) ?? [];
  if (!names && numbers.length === 0) return false;
  // The mobile number itself is no amount: look for one in the rest of the message.
  const rest = numbers.reduce((remaining, number) => remaining.replace(number, ' '), plain);
  return AMOUNT.test(rest);
}
