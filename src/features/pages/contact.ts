/** Addresses shown on the help, about, privacy and forgot-password pages. */
export const supportEmail = 'support@pawpals.app';
export const privacyEmail = 'privacy@pawpals.app';
export const socialUrl = 'https://www.instagram.com/';
