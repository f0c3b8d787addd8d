import { errorAnswer, messageAnswer } from './common.ts';
import { accountSessionAnswer, exportStatusAnswer } from './account.ts';
import { countryAnswer, ownUserAnswer, publicUserAnswer, sessionUserAnswer, userSummaryAnswer } from './users.ts';
import { galleryItemAnswer, petAnswer, petTagAnswer } from './pets.ts';
import { commentAnswer, likeAnswer, postAnswer, postMediaAnswer, replyAnswer } from './posts.ts';
import { mediaUploadAnswer } from './media.ts';
import { exploreAnswer, followedTagAnswer, trendingTagAnswer } from './tags.ts';
import { messageEntityAnswer, notificationAnswer } from './social.ts';
import { moderationLogEntryAnswer, reportAnswer, reportGroupAnswer } from './safety.ts';

/** The answer shapes with a name: the entity types (entities.ts) and the API reference's components. */
export const namedAnswers = {
  UserSummary: userSummaryAnswer,
  PublicUser: publicUserAnswer,
  OwnUser: ownUserAnswer,
  SessionUser: sessionUserAnswer,
  Country: countryAnswer,
  Pet: petAnswer,
  PetTag: petTagAnswer,
  GalleryItem: galleryItemAnswer,
  Reply: replyAnswer,
  Comment: commentAnswer,
  Post: postAnswer,
  PostMedia: postMediaAnswer,
  MediaUpload: mediaUploadAnswer,
  LikeResult: likeAnswer,
  Notification: notificationAnswer,
  Message: messageEntityAnswer,
  MessageResult: messageAnswer,
  AccountSession: accountSessionAnswer,
  ExportStatus: exportStatusAnswer,
  ApiError: errorAnswer,
  Report: reportAnswer,
  ReportGroup: reportGroupAnswer,
  ModerationLogEntry: moderationLogEntryAnswer,
  FollowedTag: followedTagAnswer,
  TrendingTag: trendingTagAnswer,
  Explore: exploreAnswer,
};
