import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The three hard-coded landing posts; likes are display text, comments a number. */
export interface SamplePost {
  id: string;
  user: { _id: string; fullName: string; username: string; avatar: string | null };
  hoursAgo: number;
  title: MessageDescriptor;
  body: MessageDescriptor;
  pet: { name: MessageDescriptor; type: 'Dog' | 'Cat' };
  images: string[];
  likes: string;
  comments: number;
}

export const samplePosts: readonly SamplePost[] = [
  {
    id: 'sample-1',
    user: { _id: 'sample-lina', fullName: 'Lina Haddad', username: 'lina.paws', avatar: '/samples/avatar-lina.svg' },
    hoursAgo: 2,
    title: msg`Beach day with my best friend`,
    body: msg`Max chased the waves for an hour and then fell asleep in the sand. Pure happiness!`,
    pet: { name: msg`Max`, type: 'Dog' },
    images: ['/samples/dog-beach.svg', '/samples/dog-ball.svg', '/samples/dog-nap.svg'],
    likes: '1.2K',
    comments: 86,
  },
  {
    id: 'sample-2',
    user: { _id: 'sample-omar', fullName: 'Omar Farouk', username: 'omar_and_luna', avatar: null },
    hoursAgo: 9,
    title: msg`Sunday nap champion`,
    body: msg`Luna found the only sunny spot in the flat and refuses to share it.`,
    pet: { name: msg`Luna`, type: 'Cat' },
    images: ['/samples/cat-sun.svg', '/samples/cat-box.svg'],
    likes: '864',
    comments: 42,
  },
  {
    id: 'sample-3',
    user: { _id: 'sample-sara', fullName: 'Sara Mansour', username: 'sara.m', avatar: '/samples/avatar-sara.svg' },
    hoursAgo: 26,
    title: msg`First day home`,
    body: msg`Meet Biscuit, our new family member. He already owns the sofa.`,
    pet: { name: msg`Biscuit`, type: 'Dog' },
    images: ['/samples/puppy-home.svg'],
    likes: '2.4K',
    comments: 153,
  },
];
