import { describe, expect, it } from 'vitest';
import {
  VISITOR,
  withPhotosPrivacy,
  type PhotoViewer,
  type StoredPhoto,
} from '../src/services/photos/photo-privacy';

/** A kept list (as the public cache keeps a page of the listing), one photo per choice. */
const keptList: readonly StoredPhoto[] = [
  { _id: 'everyone', profileImage: '/media/photos/a.webp', photoVisibility: 'everyone' },
  { _id: 'members', profileImage: '/media/photos/b.webp', photoVisibility: 'members' },
  { _id: 'approved', profileImage: '/media/photos/c.webp', photoVisibility: 'approved' },
];

const member = (entitledTo: string[]): PhotoViewer => ({
  userId: 'member',
  isMember: true,
  isAdmin: false,
  entitledTo: new Set(entitledTo),
});

const seen = (list: readonly { _id: string; profileImage: string | null }[]) =>
  Object.fromEntries(list.map((item) => [item._id, item.profileImage !== null]));

describe('a kept list shown to several viewers', () => {
  it('shows each viewer their own photos, whoever saw the same list before', () => {
    const visitorFirst = withPhotosPrivacy(keptList, VISITOR);
    const approvedMember = withPhotosPrivacy(keptList, member(['approved']));
    const otherMember = withPhotosPrivacy(keptList, member([]));
    const visitorAgain = withPhotosPrivacy(keptList, VISITOR);

    expect(seen(visitorFirst)).toEqual({ everyone: true, members: false, approved: false });
    expect(seen(approvedMember)).toEqual({ everyone: true, members: true, approved: true });
    expect(seen(otherMember)).toEqual({ everyone: true, members: true, approved: false });
    expect(seen(visitorAgain)).toEqual(seen(visitorFirst));
  });

  it('makes the list once per viewer, and leaves the kept list as it was', () => {
    const viewer = member(['approved']);
    expect(withPhotosPrivacy(keptList, viewer)).toBe(withPhotosPrivacy(keptList, viewer));
    expect(withPhotosPrivacy(keptList, VISITOR)).toBe(withPhotosPrivacy(keptList, VISITOR));
    // A new list (a later read of the database) is made anew.
    expect(withPhotosPrivacy([...keptList], VISITOR)).not.toBe(
      withPhotosPrivacy(keptList, VISITOR),
    );
    expect(keptList.map((item) => item.profileImage)).toEqual([
      '/media/photos/a.webp',
      '/media/photos/b.webp',
      '/media/photos/c.webp',
    ]);
  });
});
