import { createContext, useContext } from 'react';

import type { SiteImageFieldsFragment } from '../../../gql/graphql';

/** Where the server refused the draft: the path of the value it named and its words. */
export interface FieldRefusal {
  path: string;
  message: string;
}

/** What an image upload came to: the stored picture, or the refusal at one of its two inputs. */
export type UploadOutcome =
  { ok: true; image: SiteImageFieldsFragment } | { ok: false; field: 'file' | 'alt' | null; message: string };

export interface ContentEditorContext {
  /** The refusal to show at its field (its path is one a control on the page has). */
  refusal: FieldRefusal | null;
  /** The pictures the draft refers to, by id (the editor's thumbnails). */
  images: ReadonlyMap<string, SiteImageFieldsFragment>;
  /** Uploads a picture with its description (uploadSiteImage); the draft is not changed here. */
  uploadImage: (file: File, alt: string) => Promise<UploadOutcome>;
  /** Says something in the page's status line (a list item moved, a picture uploaded). */
  announce: (message: string) => void;
}

export const EditorContext = createContext<ContentEditorContext>({
  refusal: null,
  images: new Map(),
  uploadImage: () => Promise.resolve({ ok: false, field: null, message: '' }),
  announce: () => undefined,
});

export function useEditorContext(): ContentEditorContext {
  return useContext(EditorContext);
}

/** The server's words when they are about the value at `path`. */
export function useRefusalAt(path: string): string | null {
  const { refusal } = useEditorContext();
  return refusal?.path === path ? refusal.message : null;
}
