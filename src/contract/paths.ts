/** Every API path, relative to the origin. */
/** Encodes an id for a path; a `:name` placeholder passes through so the server can use the same functions for its routes. */
const enc = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

export const apiPrefix = '/api';
export const mediaPrefix = '/media/';
export const socketPath = '/socket.io';

export const paths = {
  register: '/api/users/register',
  login: '/api/users/login',
  logout: '/api/users/logout',
  me: '/api/users/me',
  updateProfile: '/api/users/update',
  updatePassword: '/api/users/update-password',
  /** Accounts: mail links, recovery, sessions and leaving. */
  verifyEmail: '/api/users/verify-email',
  resendVerification: '/api/users/me/verify-email/resend',
  passwordReset: '/api/users/password-reset',
  passwordResetConfirm: '/api/users/password-reset/confirm',
  updateEmail: '/api/users/update-email',
  sessions: '/api/users/me/sessions',
  session: (sessionId: string) => `/api/users/me/sessions/${enc(sessionId)}`,
  dataExport: '/api/users/me/export',
  /** The archive itself, opened from the mailed link: the random token in the query is all it needs, so it works from a mail program. */
  dataExportDownload: '/api/users/me/export/download',
  /** A screen that failed in someone's browser, told to the server's log (never queued). */
  clientErrors: '/api/client-errors',
  follow: (userId: string) => `/api/users/follow/${enc(userId)}`,
  unfollow: (userId: string) => `/api/users/unfollow/${enc(userId)}`,
  users: '/api/users',
  user: (userId: string) => `/api/users/${enc(userId)}`,
  /** A page of the users who follow the caller and whom the caller follows: the people the caller may chat with. */
  mutuals: '/api/users/me/mutuals',
  userFollowers: (userId: string) => `/api/users/${enc(userId)}/followers`,
  userFollowing: (userId: string) => `/api/users/${enc(userId)}/following`,
  /** Safety: whom the caller blocks or mutes, and reports for the moderators. */
  block: (userId: string) => `/api/users/block/${enc(userId)}`,
  unblock: (userId: string) => `/api/users/unblock/${enc(userId)}`,
  mute: (userId: string) => `/api/users/mute/${enc(userId)}`,
  unmute: (userId: string) => `/api/users/unmute/${enc(userId)}`,
  blocks: '/api/users/me/blocks',
  mutes: '/api/users/me/mutes',
  reports: '/api/reports',
  /** Moderators only: the reports grouped by what they report, acting on one, and the log of every action. */
  moderationReports: '/api/moderation/reports',
  resolveReport: (reportId: string) => `/api/moderation/reports/${enc(reportId)}/resolve`,
  moderationLog: '/api/moderation/log',

  countries: '/api/location/countries',
  cities: (iso2: string) => `/api/location/countries/${enc(iso2)}/cities`,

  userPets: (userId: string) => `/api/pets/${enc(userId)}`,
  pet: (petId: string) => `/api/pets/pet/${enc(petId)}`,
  addPet: '/api/pets/add_pet',

  posts: '/api/posts',
  userPosts: (userId: string) => `/api/posts/${enc(userId)}`,
  post: (postId: string) => `/api/posts/post/${enc(postId)}`,
  petPosts: (petId: string) => `/api/posts/pet/${enc(petId)}`,
  addPost: '/api/posts/add_post',
  searchPosts: '/api/search/posts',
  /** Hashtags (any script, any case) and Explore: trending tags, most liked posts and pets. */
  tagPosts: (tag: string) => `/api/tags/${enc(tag)}/posts`,
  followTag: (tag: string) => `/api/tags/${enc(tag)}/follow`,
  unfollowTag: (tag: string) => `/api/tags/${enc(tag)}/unfollow`,
  followedTags: '/api/users/me/tags',
  explore: '/api/explore',
  like: (postId: string) => `/api/posts/like/${enc(postId)}`,
  unlike: (postId: string) => `/api/posts/unlike/${enc(postId)}`,
  postLikes: (postId: string) => `/api/posts/${enc(postId)}/likes`,
  comments: (postId: string) => `/api/posts/post/${enc(postId)}/comments`,
  comment: (postId: string, commentId: string) => `/api/posts/post/${enc(postId)}/comments/${enc(commentId)}`,
  replies: (postId: string, commentId: string) => `/api/posts/post/${enc(postId)}/comments/${enc(commentId)}/replies`,

  petGallery: (petId: string) => `/api/gallery/pet/${enc(petId)}`,
  galleryUpload: '/api/gallery/upload',
  galleryItem: (itemId: string) => `/api/gallery/${enc(itemId)}`,

  /** A photo uploaded ahead of the post, pet, gallery item or avatar that will use it (by its id, in `mediaIds`). */
  media: '/api/media',

  notifications: '/api/notifications',
  notificationsReadAll: '/api/notifications/read-all',
  notificationsUnreadCount: '/api/notifications/unread-count',
  notificationRead: (id: string) => `/api/notifications/${enc(id)}/read`,

  addMessage: '/api/messages/add_message',
  messages: '/api/messages',

  pushPublicKey: '/api/push/public-key',
  pushSubscriptions: '/api/push/subscriptions',

  /** The API described: OpenAPI 3.1, and the same as a readable page. */
  openApi: '/api/openapi.json',
  apiReference: '/api/docs',

  /** Probes for load balancers and orchestrators, outside /api: the process runs; it can serve (its database answers). */
  livez: '/livez',
  readyz: '/readyz',
} as const;

/** Header carrying the next page's cursor on growing lists. */
export const nextCursorHeader = 'x-next-cursor';
export const idempotencyHeader = 'idempotency-key';

/** Realtime (socket.io) event names. */
export const socketEvents = {
  notification: 'notification',
  message: 'message',
  register: 'register',
  joinRoom: 'joinRoom',
  /** A like, comment or reply on a watched post (server to client). */
  postUpdate: 'post:update',
  /** Start and stop receiving a post's updates, while it is on screen (client to server). */
  watchPost: 'post:watch',
  unwatchPost: 'post:unwatch',
  /** The account was just suspended (server to client), before its sockets close. */
  accountSuspended: 'account:suspended',
  /** A moderator removed a message (server to both participants): it leaves their devices. */
  messageRemoved: 'message:removed',
} as const;
