import { describe, expect, it } from 'vitest';
import { asksForMoney } from './money-request';

describe('asksForMoney', () => {
  it.each([
    'Please send 5000 taka advance by bKash before the viewing, then the seat is yours',
    'Send the token money, 2,000 tk, to 01712-345678 to book the seat',
    'Booking fee 1500 by Nagad please',
    'bkash korun 3000 taka, 01812345678',
    'বিকাশে ৫০০০ টাকা অগ্রিম পাঠান, তারপর রুম দেখাবো',
    'সিট বুকিং করতে ০১৭১১২২৩৩৪৪ নম্বরে ২০০০ টাকা পাঠান',
    'Rocket e 2k pathan',
  ])('finds a request for money in %j', (text) => {
    expect(asksForMoney(text)).toBe(true);
  });

  it.each([
    'Is the room still available? I can come on Friday at 5pm.',
    'Rent is 9,500 BDT a month, bills included',
    'Call me on 01712345678 to fix a time for the viewing',
    'Road 12, Dhanmondi: come by after 4',
    'আমি শুক্রবার বিকেলে রুম দেখতে আসতে পারি?',
    'Do you take bKash for the rent after moving in?',
  ])('leaves %j alone', (text) => {
    expect(asksForMoney(text)).toBe(false);
  });
});
