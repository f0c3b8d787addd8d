/** Where an undescribed photo of a post sits, and whose it is. */
export interface PostPhotoPlace {
  /** 1-based. */
  number: number;
  total: number;
  petName: string | null;
  author: string;
}

/** The translated names for a post's photo without a description, one per case. */
export interface UndescribedPhotoNames {
  petPhotos: (place: PostPhotoPlace & { petName: string }) => string;
  petPhoto: (place: PostPhotoPlace & { petName: string }) => string;
  photos: (place: PostPhotoPlace) => string;
  photo: (place: PostPhotoPlace) => string;
}

/**
 * A post photo's alt: its description, else a name from its place in the post, the pet it is
 * tagged with and its author ("Photo 1 of 2 of Rex, posted by Mona"); never the file's name.
 */
export function postPhotoAlt(alt: string, place: PostPhotoPlace, names: UndescribedPhotoNames): string {
  const described = alt.trim();
  if (described) return described;
  const { petName } = place;
  if (petName) return place.total > 1 ? names.petPhotos({ ...place, petName }) : names.petPhoto({ ...place, petName });
  return place.total > 1 ? names.photos(place) : names.photo(place);
}

/** A person's name as shown: the full name, else the username. */
export const shownName = (user: { fullName: string; username: string }) => user.fullName.trim() || user.username;
