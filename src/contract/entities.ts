import type * as v from 'valibot';
import type { errorAnswer, messageAnswer } from './schemas/responses/common.ts';
import type {
  countryAnswer,
  followRelationsAnswer,
  ownUserAnswer,
  publicUserAnswer,
  sessionUserAnswer,
  userSummaryAnswer,
} from './schemas/responses/users.ts';
import type { galleryItemAnswer, petAnswer, petTagAnswer } from './schemas/responses/pets.ts';
import type { commentAnswer, likeAnswer, postAnswer, replyAnswer } from './schemas/responses/posts.ts';
import type { messageEntityAnswer, notificationAnswer } from './schemas/responses/social.ts';

/**
 * Shapes the API answers with, read from the answer schemas in
 * `schemas/responses/` (the server's serializer and the API reference are
 * built from the same schemas, so the three cannot drift). Ids are strings,
 * times ISO 8601.
 */
export type PublicUser = v.InferOutput<typeof publicUserAnswer>;
export type OwnUser = v.InferOutput<typeof ownUserAnswer>;
export type SessionUser = v.InferOutput<typeof sessionUserAnswer>;
export type UserSummary = v.InferOutput<typeof userSummaryAnswer>;
export type Pet = v.InferOutput<typeof petAnswer>;
export type PetTag = v.InferOutput<typeof petTagAnswer>;
export type Reply = v.InferOutput<typeof replyAnswer>;
export type Comment = v.InferOutput<typeof commentAnswer>;
export type Post = v.InferOutput<typeof postAnswer>;
export type GalleryItem = v.InferOutput<typeof galleryItemAnswer>;
export type Notification = v.InferOutput<typeof notificationAnswer>;
export type Message = v.InferOutput<typeof messageEntityAnswer>;
export type Country = v.InferOutput<typeof countryAnswer>;
export type FollowRelations = v.InferOutput<typeof followRelationsAnswer>;
export type LikeResult = v.InferOutput<typeof likeAnswer>;
export type MessageResult = v.InferOutput<typeof messageAnswer>;
export type ApiError = v.InferOutput<typeof errorAnswer>;

export { notificationTypes, type NotificationType } from './notification-types.ts';
