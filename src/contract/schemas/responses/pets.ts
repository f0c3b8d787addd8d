import * as v from 'valibot';
import { petTypes } from '../../limits.ts';
import { idAnswer, imageUrlAnswer, pageOf, timeAnswer } from './common.ts';

const petTypeAnswer = v.picklist(petTypes);

export const petAnswer = v.strictObject({
  _id: idAnswer,
  name: v.string(),
  type: petTypeAnswer,
  breed: v.string(),
  /** In months. */
  age: v.number(),
  bio: v.string(),
  image: v.nullable(imageUrlAnswer),
  /** The photo's description ('' when none was given). */
  alt: v.string(),
  /** An id in lists; `{ _id, fullName }` on the detail. */
  user: v.union([idAnswer, v.strictObject({ _id: idAnswer, fullName: v.string() })]),
  createdAt: timeAnswer,
});

export const petPage = pageOf(petAnswer);

/** The pet a post is about. */
export const petTagAnswer = v.strictObject({
  _id: idAnswer,
  name: v.string(),
  type: petTypeAnswer,
  image: v.nullable(imageUrlAnswer),
});

export const galleryItemAnswer = v.strictObject({
  _id: idAnswer,
  image: imageUrlAnswer,
  alt: v.string(),
  pet: idAnswer,
  createdAt: timeAnswer,
});

export const galleryPage = pageOf(galleryItemAnswer);
