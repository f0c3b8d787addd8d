/** Follow/Unfollow and Message arrive with the social and chat work (issue 5). */
export function ProfileActions(_props: { userId: string }) {
  return null;
}
