import type { Pet } from '#contract/entities.ts';
import type { PetType } from '#contract/limits.ts';
import type { UserRow } from '../repositories/users.ts';
import type { PetRow } from '../repositories/pets.ts';

/** A pet in a list: its owner as an id. */
export const petView = (row: PetRow): Pet => ({
  _id: row.id,
  name: row.name,
  type: row.type as PetType,
  breed: row.breed,
  age: row.age,
  bio: row.bio,
  image: row.image,
  alt: row.imageAlt,
  user: row.userId,
  createdAt: row.createdAt.toISOString(),
});

/** A pet on its own (detail, add, edit): its owner as `{ _id, fullName }`. */
export const petDetailView = (row: PetRow, owner: Pick<UserRow, 'id' | 'fullName'>): Pet => ({
  ...petView(row),
  user: { _id: owner.id, fullName: owner.fullName },
});
