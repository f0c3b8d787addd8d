/** The product's limits, for app, server and tests alike; nothing else repeats these numbers. */
export const limits = {
  fullName: { min: 2, max: 60 },
  username: { min: 3, max: 30 },
  email: { max: 254 },
  password: { min: 6, max: 128 },
  profileBio: { max: 500 },
  petName: { min: 2, max: 15 },
  petBreed: { max: 50 },
  petAge: { min: 0, max: 30, addDefault: 1 },
  petBio: { max: 500 },
  postTitle: { max: 200 },
  postBody: { max: 1000 },
  comment: { max: 1000 },
  message: { max: 2000 },
  /** A photo's description (its alt text), read aloud by screen readers. */
  alt: { max: 1000 },
  idempotencyKey: { max: 255 },
  page: { default: 20, max: 100 },
  /**
   * The post search ranks only the newest this many posts that hold the words: a word found in a great share of
   * all posts then costs the same however many posts there are, and pages end after this many results.
   */
  searchRankedMatches: 1000,
  /** The comments a post's answer carries (the newest); the rest are paged at its comments. */
  postComments: 50,
  /** The newest replies each comment of a page carries; the rest are paged at the comment's replies. */
  repliesPreview: 3,
  /** The unread count stops at this: the app shows "99+" beyond 99, and counting on would read ever more rows. */
  unreadCount: 100,
  image: {
    maxBytes: 10 * 1024 * 1024,
    maxPixels: 16_777_216,
    perPost: 10,
    fullSide: 2048,
    smallSide: 480,
    /** A photo uploaded ahead of its post, pet or gallery item is deleted when nothing takes it within this many days. */
    pendingDays: 7,
  },
  feedSidebarPets: 3,
  /**
   * The server keeps each Idempotency-Key's answer this long; the app stops
   * retrying a queued change earlier, so every retry it makes can still be
   * recognised as a repeat and applied once.
   */
  idempotencyKeyDays: 8,
  outboxGiveUpDays: 6,
} as const;

export const petTypes = ['cat', 'dog', 'bird', 'fish', 'other'] as const;
export type PetType = (typeof petTypes)[number];

/** Accepted upload types, read from the bytes on the server; the names only guide the picker. */
export const imageMimeTypes = ['image/jpeg', 'image/png'] as const;
export const imageExtensions = ['jpg', 'jpeg', 'png'] as const;
