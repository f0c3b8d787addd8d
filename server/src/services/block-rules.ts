import { paths } from '#contract/paths.ts';

/**
 * How a route treats two users of whom either blocks the other:
 * - `refuse`: the action towards the other answers 403 (policies.block.interact);
 * - `hide`: the other's rows are absent from the answer, or it answers 404 (policies.block.see, or the list's SQL);
 * - `none`: nothing of another user is read or reached, so there is nothing to block.
 * Each with the reason. Every API route must be listed: the routes test fails on one that is not.
 */
export type BlockRule = { refuse: string } | { hide: string } | { none: string };

const id = ':id';
const own = (what: string): BlockRule => ({ none: `the caller's own ${what}` });
const visitorOnly = { none: 'before sign-in: there is no caller to block' };

export const blockRules: Record<string, BlockRule> = {
  [`GET ${paths.openApi}`]: { none: 'the API reference' },
  [`GET ${paths.apiReference}`]: { none: 'the API reference' },
  [`GET ${paths.livez}`]: { none: 'a health probe' },
  [`GET ${paths.readyz}`]: { none: 'a health probe' },
  [`POST ${paths.register}`]: visitorOnly,
  [`POST ${paths.login}`]: visitorOnly,
  [`POST ${paths.verifyEmail}`]: visitorOnly,
  [`POST ${paths.passwordReset}`]: visitorOnly,
  [`POST ${paths.passwordResetConfirm}`]: visitorOnly,
  [`GET ${paths.dataExportDownload}`]: { none: 'a download link: the archive of its own account' },
  [`POST ${paths.logout}`]: own('session'),
  [`GET ${paths.me}`]: own('account'),
  [`PUT ${paths.updatePassword}`]: own('account'),
  [`PUT ${paths.updateProfile}`]: own('profile'),
  [`GET ${paths.sessions}`]: own('sessions'),
  [`DELETE ${paths.session(id)}`]: own('sessions'),
  [`POST ${paths.resendVerification}`]: own('address'),
  [`PUT ${paths.updateEmail}`]: own('address'),
  [`DELETE ${paths.me}`]: own('account'),
  [`POST ${paths.dataExport}`]: own('data'),
  [`GET ${paths.dataExport}`]: own('data'),
  [`PUT ${paths.follow(id)}`]: { refuse: 'following' },
  [`PUT ${paths.unfollow(id)}`]: { none: 'ending a follow only takes away (blocking ended them anyway)' },
  [`PUT ${paths.block(id)}`]: { none: 'blocking is allowed whoever blocked first' },
  [`PUT ${paths.unblock(id)}`]: { none: "undoes the caller's own block" },
  [`PUT ${paths.mute(id)}`]: { none: 'muting is private to the caller' },
  [`PUT ${paths.unmute(id)}`]: { none: "undoes the caller's own mute" },
  [`GET ${paths.blocks}`]: { none: 'the list of whom the caller blocks: it must show them' },
  [`GET ${paths.mutes}`]: own('mutes'),
  [`GET ${paths.users}`]: { hide: 'search leaves them out' },
  [`GET ${paths.mutuals}`]: { hide: 'left out of the people one may message' },
  [`GET ${paths.userFollowers(id)}`]: { hide: "404 for the other's list; left out of anyone's list" },
  [`GET ${paths.userFollowing(id)}`]: { hide: "404 for the other's list; left out of anyone's list" },
  [`GET ${paths.user(id)}`]: { hide: 'the profile answers 404' },
  [`GET ${paths.countries}`]: { none: 'reference data' },
  [`GET ${paths.cities(':iso2')}`]: { none: 'reference data' },
  [`GET ${paths.userPets(id)}`]: { hide: "the other's pets answer 404" },
  [`GET ${paths.pet(id)}`]: { hide: "the other's pet answers 404" },
  [`POST ${paths.addPet}`]: own('pets'),
  [`PUT ${paths.pet(id)}`]: own('pets'),
  [`DELETE ${paths.pet(id)}`]: own('pets'),
  [`GET ${paths.posts}`]: { hide: 'the feed leaves their posts out (and those of muted users)' },
  [`GET ${paths.posts}/`]: { hide: 'the feed leaves their posts out (and those of muted users)' },
  [`GET ${paths.userPosts(id)}`]: { hide: "the other's posts answer 404" },
  [`GET ${paths.petPosts(id)}`]: { hide: 'their posts are left out' },
  [`GET ${paths.post(id)}`]: { hide: "the other's post answers 404; their comments and replies are left out" },
  [`GET ${paths.postLikes(id)}`]: { hide: "404 for the other's post; left out of the likers" },
  [`POST ${paths.addPost}`]: own('posts'),
  [`PUT ${paths.post(id)}`]: own('posts'),
  [`DELETE ${paths.post(id)}`]: own('posts'),
  [`POST ${paths.like(id)}`]: { refuse: 'liking their post' },
  [`POST ${paths.unlike(id)}`]: { none: 'taking back a like only takes away' },
  [`POST ${paths.comments(id)}`]: { refuse: 'commenting on their post' },
  [`POST ${paths.replies(':postId', ':commentId')}`]: { refuse: 'replying on their post or to their comment' },
  [`DELETE ${paths.comment(':postId', ':commentId')}`]: { none: 'deleting only takes away (the comment or the post is the caller’s own)' },
  [`GET ${paths.petGallery(id)}`]: { hide: "the other's pet's gallery answers 404" },
  [`POST ${paths.galleryUpload}`]: own('pets'),
  [`DELETE ${paths.galleryItem(id)}`]: own('pets'),
  [`GET ${paths.notifications}`]: { hide: 'notifications from them are left out, and none are made' },
  [`PATCH ${paths.notificationsReadAll}`]: own('notifications'),
  [`PATCH ${paths.notificationRead(id)}`]: own('notifications'),
  [`POST ${paths.addMessage}`]: { refuse: 'messaging them' },
  [`GET ${paths.messages}`]: { hide: 'the conversation answers 404' },
  [`GET ${paths.pushPublicKey}`]: { none: 'the server key' },
  [`POST ${paths.pushSubscriptions}`]: own('devices'),
  [`DELETE ${paths.pushSubscriptions}`]: own('devices'),
  [`POST ${paths.clientErrors}`]: { none: "the app's own error report" },
  [`POST ${paths.reports}`]: { hide: 'what is hidden from the reporter cannot be reported (404); a blocked person’s messages can' },
  [`GET ${paths.moderationReports}`]: { none: 'moderators see every report' },
  [`POST ${paths.resolveReport(id)}`]: { none: 'moderators act on every report' },
  [`GET ${paths.moderationLog}`]: { none: 'moderators read the whole log' },
};
