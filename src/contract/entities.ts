import type { PetType } from './limits.ts';

/** Shapes the API answers with. Ids are strings, times ISO 8601. */
export interface PublicUser {
  _id: string;
  fullName: string;
  username: string;
  avatar: string | null;
  bio: string;
  country: string;
  city: string;
  followersCount: number;
  followingCount: number;
  /** Whether the caller follows this user (false for visitors and for oneself). */
  followedByMe: boolean;
  /** Whether this user follows the caller. */
  followsMe: boolean;
  createdAt: string;
}

export interface OwnUser extends PublicUser {
  email: string;
}

export interface SessionUser extends OwnUser {
  token: string;
}

export interface UserSummary {
  _id: string;
  fullName: string;
  username: string;
  avatar: string | null;
}

export interface Pet {
  _id: string;
  name: string;
  type: PetType;
  breed: string;
  age: number;
  bio: string;
  image: string | null;
  /** An id in lists; `{ _id, fullName }` on the detail. */
  user: string | { _id: string; fullName: string };
  createdAt: string;
}

export interface PetTag {
  _id: string;
  name: string;
  type: PetType;
  image: string | null;
}

export interface Reply {
  _id: string;
  content: string;
  user: UserSummary;
  createdAt: string;
}

export interface Comment {
  _id: string;
  content: string;
  user: UserSummary;
  replies: Reply[];
  createdAt: string;
}

export interface Post {
  _id: string;
  title: string;
  body: string;
  images: string[];
  pet: PetTag | null;
  petId: string | null;
  user: UserSummary;
  /** Whether the caller likes the post (false for visitors). */
  likedByMe: boolean;
  likesCount: number;
  commentsCount: number;
  createdAt: string;
  /** Only on the detail (GET /api/posts/post/{id}). */
  comments?: Comment[];
}

export interface GalleryItem {
  _id: string;
  image: string;
  pet: string;
  createdAt: string;
}

export const notificationTypes = ['like', 'comment', 'reply', 'follow', 'message'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notification {
  _id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  post: string | null;
  from: UserSummary;
}

export interface Message {
  _id: string;
  content: string;
  sender: string;
  receiver: string;
  createdAt: string;
}

export interface Country {
  iso2: string;
  name: string;
}

export interface FollowRelations {
  following: PublicUser[];
  followers: PublicUser[];
}

export interface LikeResult {
  likesCount: number;
  liked: boolean;
}

export interface MessageResult {
  message: string;
}

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}
