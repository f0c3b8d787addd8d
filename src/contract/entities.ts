import type * as v from 'valibot';
import type { namedAnswers } from './schemas/responses/named.ts';

/**
 * Shapes the API answers with, read from the answer schemas in
 * `schemas/responses/` (the server's serializer and the API reference are
 * built from the same schemas, so the three cannot drift). Ids are strings,
 * times ISO 8601.
 */
type Answer<Name extends keyof typeof namedAnswers> = v.InferOutput<(typeof namedAnswers)[Name]>;

export type PublicUser = Answer<'PublicUser'>;
export type OwnUser = Answer<'OwnUser'>;
export type SessionUser = Answer<'SessionUser'>;
export type UserSummary = Answer<'UserSummary'>;
export type Pet = Answer<'Pet'>;
export type PetTag = Answer<'PetTag'>;
export type Reply = Answer<'Reply'>;
export type Comment = Answer<'Comment'>;
export type Post = Answer<'Post'>;
export type PostMedia = Answer<'PostMedia'>;
export type MediaUpload = Answer<'MediaUpload'>;
export type GalleryItem = Answer<'GalleryItem'>;
export type Notification = Answer<'Notification'>;
export type Message = Answer<'Message'>;
export type Country = Answer<'Country'>;
export type LikeResult = Answer<'LikeResult'>;
export type MessageResult = Answer<'MessageResult'>;
export type AccountSession = Answer<'AccountSession'>;
export type ExportStatus = Answer<'ExportStatus'>;
export type FollowedTag = Answer<'FollowedTag'>;
export type TrendingTag = Answer<'TrendingTag'>;
export type Explore = Answer<'Explore'>;
export type ApiError = Answer<'ApiError'>;
export type Report = Answer<'Report'>;
export type ReportGroup = Answer<'ReportGroup'>;
export type ModerationLogEntry = Answer<'ModerationLogEntry'>;

export { notificationTypes, type NotificationType, type PersonNotificationType } from './notification-types.ts';
