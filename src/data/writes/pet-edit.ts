import * as v from 'valibot';
import type { Table } from 'dexie';
import { petTypes } from '@/contract/limits.ts';
import { paths } from '@/contract/paths.ts';
import { petAnswer } from '@/contract/schemas/responses/pets.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { petRow, type PetRow } from '../pet-rows.ts';

/**
 * A pet's fields as the edit form checked them (`editPetSchema`): the age in
 * months, blanks as ''. `alt` describes the current photo when no new one is
 * sent; a new photo's description goes with it.
 */
const editFields = v.object({
  name: v.string(),
  type: v.picklist(petTypes),
  breed: v.string(),
  age: v.number(),
  bio: v.string(),
  alt: v.optional(v.string()),
});
export type PetEditFields = v.InferOutput<typeof editFields>;

/** What the edit changes, as it was before: put back if the server refuses it. */
const shownSchema = v.object({ name: v.string(), type: v.picklist(petTypes), breed: v.string(), age: v.number(), bio: v.string(), alt: v.string() });

const petsTable = () => db.pets as unknown as Table<PetRow, string>;

/**
 * A pet edited offline shows its new fields at once, and its new photo (if
 * any) from the blob kept with the row, marked as waiting; reads from the
 * server leave it alone (`editedBy`) until the server answers the edit.
 */
const petEditKind = defineOutboxKind('pet-edit', {
  context: v.object({ petId: v.string(), before: shownSchema }),
  body: editFields,
  answer: petAnswer,
  uploadsPhotosAhead: true,
  apply: (row) => {
    const { alt, ...fields } = row.body;
    return petsTable().update(row.context.petId, { ...fields, ...(alt !== undefined && { alt }), editedBy: row.id });
  },
  rollback: (row) => petsTable().update(row.context.petId, { ...row.context.before, editedBy: undefined }),
  describe: (row) => ({ subject: { type: 'pet', id: row.context.petId }, text: null }),
  async reconcile(row, pet) {
    const shown = await petsTable().get(row.context.petId);
    // A later edit still waits: its fields stay shown until it is answered too.
    if (shown?.editedBy && shown.editedBy !== row.id) return;
    await petsTable().put(petRow(pet, shown ? { ...shown, editedBy: undefined } : undefined));
  },
});

/** Queues an edit of one's pet, with its new prepared photo if one was picked; `before` is the pet as shown now. */
export const queuePetEdit = (before: PetRow, fields: PetEditFields, photo: PhotoToKeep | null) =>
  petEditKind.queue({
    userId: before.user,
    method: 'PUT',
    path: paths.pet(before._id),
    body: fields,
    context: {
      petId: before._id,
      before: { name: before.name, type: before.type, breed: before.breed, age: before.age, bio: before.bio, alt: before.alt ?? '' },
    },
    orderKey: `pet:${before._id}`,
    photos: photo ? [photo] : [],
  });
