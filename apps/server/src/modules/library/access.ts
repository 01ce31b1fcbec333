import { UserRoleRank } from '@roomcraft/contract';
import type { DB, LibraryKind } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, invalidField, unauthorized } from '../../http/errors.ts';
import { librarySettingsOf } from './settings.ts';
import type { Viewer } from './viewer.ts';

export interface Library {
  libType: LibraryKind;
  ownerId: string;
}

/** How far a viewer may change a library: `manage` everything, `contribute` its own products only. */
export type WriteRight = 'manage' | 'contribute';

/**
 * Who writes where (docs/decisions/library-scopes.md): operators the public library, a user their
 * personal library, enterprise managers their enterprise's library, and designers add products to it
 * while the enterprise allows members to upload.
 */
export class LibraryAccess {
  constructor(private readonly db: Kysely<DB>) {}

  async rightOf(viewer: Viewer, library: Library): Promise<WriteRight | null> {
    if (library.libType === 'public') return viewer.kind === 'operator' ? 'manage' : null;
    if (viewer.kind !== 'user') return null;
    const { user } = viewer;
    if (library.libType === 'personal') return user.id === library.ownerId ? 'manage' : null;
    if (user.enterprise_id !== library.ownerId) return null;
    if (user.role_rank >= UserRoleRank.MANAGER) return 'manage';
    if (user.role_rank < UserRoleRank.DESIGNER) return null;
    return (await librarySettingsOf(this.db, library.ownerId)).allowMembersToUpload ? 'contribute' : null;
  }

  /** Refuses (401 anonymous, 403 otherwise) unless the viewer has at least `needed` on the library. */
  async assert(viewer: Viewer, library: Library, needed: WriteRight): Promise<WriteRight> {
    if (viewer.kind === 'anonymous') throw unauthorized();
    const right = await this.rightOf(viewer, library);
    if (!right || (needed === 'manage' && right !== 'manage')) {
      throw forbidden(
        needed === 'manage'
          ? 'Only the managers of this library may do this.'
          : 'You may not add products to this library.',
      );
    }
    return right;
  }

  /** A personal library's owner must be the user, an enterprise library's an enterprise. */
  static checkShape(library: Library): void {
    if (library.libType === 'public' && library.ownerId !== 'public') {
      throw invalidField('ownerId', 'the public library’s owner is `public`');
    }
  }
}
