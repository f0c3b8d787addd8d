import * as v from 'valibot';
import { idAnswer, imageUrlAnswer } from './common.ts';

/** A photo uploaded ahead: its id for `mediaIds`, where it is served, and its size in pixels as stored. */
export const mediaUploadAnswer = v.strictObject({
  id: idAnswer,
  url: imageUrlAnswer,
  width: v.number(),
  height: v.number(),
});
