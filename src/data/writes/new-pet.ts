import * as v from 'valibot';
import { petTypes } from '@/contract/limits.ts';
import { paths } from '@/contract/paths.ts';
import { petAnswer } from '@/contract/schemas/responses/pets.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { petRow, type PetRow } from '../pet-rows.ts';

/** A pet's fields as the add form checked them (`addPetSchema`): the age in months, blanks as ''. */
const petFields = v.object({ name: v.string(), type: v.picklist(petTypes), breed: v.string(), age: v.number(), bio: v.string() });
export type NewPetFields = v.InferOutput<typeof petFields>;

const ownerSchema = v.object({ _id: v.string(), fullName: v.string() });
export type PetOwner = v.InferOutput<typeof ownerSchema>;

/**
 * A pet added offline shows at once among the owner's pets under the outbox
 * row's id, its photo read from the blob kept with the row; the server's pet
 * replaces it once the photo and the pet are up, remembering the row it came
 * from so a page open on the waiting pet can follow it.
 */
const petKind = defineOutboxKind('pet', {
  context: v.object({ owner: ownerSchema }),
  body: petFields,
  answer: petAnswer,
  uploadsPhotosAhead: true,
  apply: (row) => {
    const waiting: PetRow = {
      _id: row.id,
      ...row.body,
      // Shown from the kept blob until the server has the photo.
      image: null,
      alt: '',
      user: row.context.owner._id,
      ownerName: row.context.owner.fullName,
      createdAt: row.createdAt,
    };
    return db.pets.put(waiting);
  },
  rollback: (row) => db.pets.delete(row.id),
  describe: (row) => ({ subject: { type: 'pet', id: row.id }, text: row.body.name }),
  async reconcile(row, pet) {
    const waiting = (await db.pets.get(row.id)) as PetRow | undefined;
    await db.pets.delete(row.id);
    const sent: PetRow = { ...petRow(pet, waiting), queuedAs: row.id };
    await db.pets.put(sent);
  },
});

/** Queues a new pet with its prepared photo (if any): it is sent, photo first, whenever the server can be reached. */
export const queuePet = (fields: NewPetFields, photos: readonly PhotoToKeep[], owner: PetOwner) =>
  petKind.queue({
    userId: owner._id,
    method: 'POST',
    path: paths.addPet,
    body: fields,
    context: { owner: { _id: owner._id, fullName: owner.fullName } },
    orderKey: `new-pet:${owner._id}`,
    photos,
  });
